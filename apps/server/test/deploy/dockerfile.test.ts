import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { webDistDir } from '../../src/app.js';
import { migrationsFolder } from '../../src/db/client.js';
import { copiedPaths, copies, parseDockerfile, runs, type Stage } from './dockerfile.js';

// Issue 21 §7: no container runtime runs here, so the Dockerfile is held to the repository: it runs
// the npm scripts CI runs, as a non-root user, and its last stage holds every file the server reads
// at run time, at the path the server reads it from (a renamed folder fails here, not in production).

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const json = <T>(file: string) => JSON.parse(read(file)) as T;
const rel = (absolute: string) => path.relative(root, absolute).split(path.sep).join('/');

const { stages } = parseDockerfile(read('Dockerfile'));
const runtime = stages.at(-1) as Stage;
const workdir = (stage: Stage) =>
  stage.instructions.findLast((i) => i.keyword === 'WORKDIR')?.args ?? '/';
const allRuns = stages.flatMap(runs);

/** Paths (relative to the repository) the last stage copies from the build, at the same place. */
function runtimePaths(): string[] {
  const app = workdir(runtime);
  return copies(runtime).flatMap((copy) => {
    expect(copy.from, `COPY ${copy.sources.join(' ')}: from a build stage`).not.toBeNull();
    return copiedPaths(copy, app).map(({ source, target }) => {
      // the build stage works in the same folder, so each path keeps its place
      expect(target, `COPY ${source}`).toBe(source.replace(/\/$/, ''));
      return path.posix.relative(app, target);
    });
  });
}

const covered = (needed: string) =>
  runtimePaths().some((p) => needed === p || needed.startsWith(`${p}/`));

describe('Dockerfile', () => {
  it('has a deps, a build and a slim Node 24 runtime stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime.from).toMatch(/^node:24(\.[\d.]+)?-[a-z]+-slim$/);
  });

  it('installs with the npm ci command CI runs, after copying every workspace manifest', () => {
    const ci = /\bnpm ci(?: --[\w=-]+)*$/m.exec(read('.ci/run'))?.[0];
    expect(ci, '.ci/run runs npm ci').toBeDefined();
    const stage = stages.find((s) => runs(s).includes(ci as string));
    expect(stage, `a RUN ${ci}`).toBeDefined();
    const before = (stage as Stage).instructions.slice(
      0,
      (stage as Stage).instructions.findIndex((i) => i.args === ci),
    );
    const manifests = copies({ ...(stage as Stage), instructions: before }).flatMap((c) =>
      c.sources.map((s) => s.replace(/^\.\//, '')),
    );
    const { workspaces } = json<{ workspaces: string[] }>('package.json');
    for (const file of [
      'package.json',
      'package-lock.json',
      ...workspaces.map((w) => `${w}/package.json`),
    ])
      expect(manifests, `${file} copied before npm ci`).toContain(file);
  });

  it('builds with `npm run build`, the script CI builds with, then drops dev dependencies', () => {
    const { scripts } = json<{ scripts: Record<string, string> }>('package.json');
    expect(scripts['test:e2e']).toContain('npm run build');
    expect(allRuns).toContain('npm run build');
    const build = allRuns.indexOf('npm run build');
    const prune = allRuns.findIndex((r) => /^npm (prune|ci)\b.*--omit=dev/.test(r));
    expect(prune, 'npm prune --omit=dev (or npm ci --omit=dev) after the build').toBeGreaterThan(
      build,
    );
  });

  it('runs the server as a non-root user, with a health check on /healthz', () => {
    const users = runtime.instructions.filter((i) => i.keyword === 'USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const healthcheck = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toContain('/healthz');
  });

  it('starts the server build the TypeScript build writes', () => {
    const { compilerOptions } = json<{ compilerOptions: { rootDir: string; outDir: string } }>(
      'apps/server/tsconfig.build.json',
    );
    expect(existsSync(path.join(root, 'apps/server', compilerOptions.rootDir, 'main.ts'))).toBe(
      true,
    );
    const main = path.posix.join('apps/server', compilerOptions.outDir, 'main.js');
    const cmd = runtime.instructions.findLast((i) => i.keyword === 'CMD')?.args ?? '';
    const argv = cmd.startsWith('[') ? (JSON.parse(cmd) as string[]) : cmd.split(/\s+/);
    expect(argv).toEqual(['node', main]);
    expect(covered(main), `${main} copied`).toBe(true);
  });

  it('copies every file the server reads at run time, from where the build writes it', () => {
    // the folders the server's own code reads (the same relative paths from src/ and dist/)
    const migrations = rel(migrationsFolder);
    expect(existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
    const web = rel(webDistDir);
    // the web app's browser and server builds: vite.config.ts writes them, static-files.ts reads them
    const vite = read('apps/web/vite.config.ts');
    const staticFiles = read('apps/server/src/plugins/static-files.ts');
    const serverBuild = /path\.join\(webDistDir, '\.\.', '([\w-]+)'/.exec(staticFiles)?.[1];
    for (const dir of [path.basename(web), serverBuild])
      expect(vite, `vite.config.ts writes ${dir}`).toContain(`outDir: '${dir}'`);
    // @lutong/shared as the server imports it: its package's default export
    const shared = json<{ exports: { '.': { default: string } } }>('packages/shared/package.json');
    const sharedMain = path.posix.join('packages/shared', shared.exports['.'].default);
    const needed = [
      'package.json',
      'node_modules',
      'apps/server/package.json',
      migrations,
      'apps/web/package.json',
      web,
      path.posix.join(path.posix.dirname(web), serverBuild ?? '?'),
      'packages/shared/package.json',
      sharedMain,
      ...nestedProductionModules(),
    ];
    for (const file of needed) expect(covered(file), `${file} copied`).toBe(true);
  });

  it('builds from a clean copy: .dockerignore keeps the host build and modules out', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '**/dist-server', '.env'])
      expect(ignored).toContain(entry);
  });
});

/** Workspaces' own node_modules folders holding production packages (package-lock.json). */
function nestedProductionModules(): string[] {
  const lock = json<{ packages: Record<string, { dev?: boolean }> }>('package-lock.json');
  const folders = new Set<string>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    const nested = /^(.+?)\/node_modules\//.exec(key)?.[1];
    if (nested && !nested.startsWith('node_modules') && !entry.dev)
      folders.add(`${nested}/node_modules`);
  }
  return [...folders];
}
