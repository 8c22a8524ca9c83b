import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file: migrations are applied from code at start
// (src/db/migrate.ts) because drizzle-kit's own migrate cannot load PGlite's extensions. The
// payment emulators' own tables live beside the emulators, outside db/ (the app never reads them).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/emulators/payments/schema.ts'],
  out: './drizzle',
});
