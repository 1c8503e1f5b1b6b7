// The whole data model of the spec (product §5, ARCHITECTURE §3 and §5). Later issues add
// behaviour on these tables; a change of shape is a new generated migration.
export * from './accounts.js';
export * from './menu.js';
export * from './orders.js';
export * from './money.js';
export * from './platform.js';
export * from './payouts.js';
export * from './rate-limits.js';
export * from './push.js';
export * from './favourites.js';
