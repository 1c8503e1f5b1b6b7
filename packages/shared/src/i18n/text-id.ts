// Kept out of catalogues.ts: the web app's entry needs only this, and a module that imports every
// catalogue's JSON would bring the ones the shared wording functions read (`words`, `orderWords`)
// into every page's first download (issue 22 budget: landing JS < 115 kB).

/** A text's id in the compiled catalogue of a language: namespace and key, `common.languageLabel`. */
export const textId = (namespace: string, key: string) => `${namespace}.${key}`;
