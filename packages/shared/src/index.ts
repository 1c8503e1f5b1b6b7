export * from './api.js';
export * from './messages.js';
export * from './paths.js';
export * from './phone.js';
export * from './users/roles.js';
export * from './users/schemas.js';
