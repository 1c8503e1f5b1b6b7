// The catalogue's texts for the browser (issue 23, decision 044): each namespace of
// packages/shared/src/i18n/catalogue/*.json compiled here, at build time, into one small module
// per language (Lingui's compiled form, so the browser needs no message parser), loaded by the app
// as a page needs it: a visitor downloads their own language only.
//   virtual:lb-i18n/loaders/<locale> { common: () => import(...), ... }: one language's namespaces,
//                                    fetched itself only when the app first needs a namespace
//   virtual:lb-i18n/<locale>/<ns>    export default { 'ns.key': compiled, ... }
//   virtual:lb-i18n/all              every text of every language (the server build draws pages
//                                    in any language at once)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const catalogueDir = fileURLToPath(
  new URL('../../packages/shared/src/i18n/catalogue', import.meta.url),
);
const LOCALES = ['en', 'fil'];
const PREFIX = 'virtual:lb-i18n/';

// Namespaces the app never shows: the server's e-mails and SMS, the service worker's offline page.
const NOT_IN_THE_APP = new Set(['email', 'sms', 'offline']);

const namespaces = () =>
  readdirSync(catalogueDir)
    .filter((file) => file.endsWith('.json') && !NOT_IN_THE_APP.has(file.slice(0, -'.json'.length)))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

function compiled(locale: string, namespace: string): Record<string, unknown> {
  const file = path.join(catalogueDir, `${namespace}.json`);
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  return Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => {
      const text = entry[locale];
      if (typeof text !== 'string') throw new Error(`${file}: ${key} has no ${locale} text`);
      return [`${namespace}.${key}`, compileMessage(text)];
    }),
  );
}

export function catalogueModules(): Plugin {
  return {
    name: 'lutong:i18n',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const what = id.slice(PREFIX.length + 1);
      for (const namespace of namespaces()) {
        this.addWatchFile(path.join(catalogueDir, `${namespace}.json`));
      }
      const loadersOf = /^loaders\/(\w+)$/.exec(what)?.[1];
      if (loadersOf && LOCALES.includes(loadersOf)) {
        const lines = namespaces().map(
          (ns) =>
            `  ${JSON.stringify(ns)}: () => import(${JSON.stringify(`${PREFIX}${loadersOf}/${ns}`)}),`,
        );
        return `export const loaders = {\n${lines.join('\n')}\n};\n`;
      }
      if (what === 'all') {
        const all = Object.fromEntries(
          LOCALES.map((locale) => [
            locale,
            Object.assign({}, ...namespaces().map((ns) => compiled(locale, ns))) as object,
          ]),
        );
        return `export default ${JSON.stringify(all)};\n`;
      }
      const [locale, namespace] = what.split('/');
      if (!locale || !namespace || !LOCALES.includes(locale) || !namespaces().includes(namespace)) {
        throw new Error(`no catalogue module ${id.slice(1)}`);
      }
      return `export default ${JSON.stringify(compiled(locale, namespace))};\n`;
    },
  };
}
