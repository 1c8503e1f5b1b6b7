export * from './catalogues.js';
export * from './locales.js';
