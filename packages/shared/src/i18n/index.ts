export * from './catalogues.js';
export * from './locales.js';
export * from './words.js';
