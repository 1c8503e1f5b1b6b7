import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingNames } from '../../src/config.js';

// Issue 21 §7: .env.example lists every setting of config.ts, and nothing config.ts does not read
// (a setting added, renamed or dropped without it fails here). Its last section holds what only
// compose.yaml reads.

const file = (name: string) =>
  readFileSync(new URL(`../../../../${name}`, import.meta.url), 'utf8');
const COMPOSE_ONLY = '# === compose.yaml only';

/** `NAME` of every `NAME=` line, set or commented out (`# NAME=`), before and after the marker. */
function listed() {
  const text = file('.env.example');
  const at = text.indexOf(COMPOSE_ONLY);
  const names = (part: string) =>
    [...part.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string);
  return {
    server: names(at === -1 ? text : text.slice(0, at)),
    compose: at === -1 ? [] : names(text.slice(at)),
  };
}

describe('.env.example', () => {
  it('lists every setting config.ts reads', () => {
    const { server } = listed();
    expect(settingNames.length).toBeGreaterThan(40);
    expect(settingNames.filter((name) => !server.includes(name))).toEqual([]);
  });

  it('lists no setting config.ts does not read, and each once', () => {
    const { server } = listed();
    expect(server.filter((name) => !settingNames.includes(name))).toEqual([]);
    expect(server.filter((name, i) => server.indexOf(name) !== i)).toEqual([]);
  });

  it('keeps what only compose.yaml reads in its own section, used by compose.yaml', () => {
    const { compose } = listed();
    const composeFile = file('compose.yaml');
    for (const name of compose) {
      expect(settingNames).not.toContain(name);
      expect(composeFile).toContain(`\${${name}`);
    }
  });

  it('sets NODE_ENV=production: it is the production template', () => {
    expect(file('.env.example')).toMatch(/^NODE_ENV=production$/m);
  });
});
