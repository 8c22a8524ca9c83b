import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file: migrations are applied from code at start
// (src/db/migrate.ts) because drizzle-kit's own migrate cannot load PGlite's extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
