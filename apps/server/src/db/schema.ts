// The drizzle schema (drizzle.config.ts, repositories): the core tables (accounts, flags, news,
// districts, rate limits) and the discovery tables (venues, ratings, events, gazetteer). The
// places tables reference the core ones, so each file imports only downwards:
// schema-places → schema-core, schema-catalogue → schema-places, schema-orders → all of them,
// schema-payments → schema-orders; this file re-exports them. The payment emulators' own tables
// are not the app's: they sit beside the emulators (emulators/payments/schema.ts), and
// drizzle.config.ts names that file too, so the migrations still cover them.
export * from './schema-core';
export * from './schema-places';
export * from './schema-catalogue';
export * from './schema-parts';
export * from './schema-sections';
export * from './schema-orders';
export * from './schema-payments';
export * from './schema-purchases';
export * from './schema-staff';
export * from './schema-notify';
export * from './schema-friends';
export * from './schema-documents';
export * from './schema-creations';
export * from './schema-user-events';
