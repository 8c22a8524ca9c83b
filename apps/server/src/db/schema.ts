// The drizzle schema (drizzle.config.ts, repositories): the core tables (accounts, flags, news,
// districts, rate limits) and the discovery tables (venues, ratings, events, gazetteer). The
// places tables reference the core ones, so each file imports only downwards:
// schema-places → schema-core, schema-catalogue → schema-places, schema-orders → all of them;
// this file re-exports them.
export * from './schema-core';
export * from './schema-places';
export * from './schema-catalogue';
export * from './schema-sections';
export * from './schema-orders';
export * from './schema-purchases';
export * from './schema-notify';
export * from './schema-friends';
export * from './schema-documents';
export * from './schema-creations';
export * from './schema-user-events';
