import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stampWebBuild, webBuildIsCurrent } from './web-build-inputs.js';

/** A repository with a web app's sources and a build of them. */
function repository(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lb-web-inputs-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('apps/web/src/main.tsx', 'render()');
  write('apps/web/index.html', '<div id="root"></div>');
  write('packages/shared/src/index.ts', 'export const rule = 1;');
  write('package-lock.json', '{}');
  write('apps/web/dist/index.html', '<div id="root"></div><script src="/assets/index-1.js">');
  write('apps/web/dist-server/entry-server.js', 'export const renderer = {};');
  return root;
}

describe('npm start rebuilds the web app only when its inputs changed (decision 035)', () => {
  it('builds when never stamped, then not until a source, a shared rule or the lockfile changes', () => {
    const root = repository();
    try {
      expect(webBuildIsCurrent(root)).toBe(false);
      stampWebBuild(root);
      expect(webBuildIsCurrent(root)).toBe(true);
      for (const [file, text] of [
        ['apps/web/src/main.tsx', 'render(<App />)'],
        ['packages/shared/src/new-rule.ts', 'export const two = 2;'],
        ['package-lock.json', '{"lockfileVersion":3}'],
      ] as const) {
        writeFileSync(path.join(root, file), text);
        expect(webBuildIsCurrent(root)).toBe(false);
        stampWebBuild(root);
        expect(webBuildIsCurrent(root)).toBe(true);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('builds when the build itself is gone, stamp or not', () => {
    const root = repository();
    try {
      stampWebBuild(root);
      rmSync(path.join(root, 'apps/web/dist-server'), { recursive: true });
      expect(webBuildIsCurrent(root)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
