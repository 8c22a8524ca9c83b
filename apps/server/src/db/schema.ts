// The drizzle schema (drizzle.config.ts, repositories): the core tables (accounts, flags, news,
// districts, rate limits) and the discovery tables (venues, ratings, events, gazetteer). The
// places tables reference the core ones, so each file imports only downwards:
// schema-places → schema-core, and this file re-exports both.
export * from './schema-core';
export * from './schema-places';
