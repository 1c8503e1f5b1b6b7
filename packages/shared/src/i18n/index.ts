export * from './catalogues.js';
export * from './locales.js';
export * from './text-id.js';
export * from './words.js';
export * from './order-words.js';
