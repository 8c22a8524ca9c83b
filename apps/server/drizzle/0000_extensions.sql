-- drizzle-kit does not emit CREATE EXTENSION (stack-notes.md "Database"), so the first
-- migration is hand-written. cube + earthdistance: radius search on venues (DESIGN.md "geo");
-- pg_trgm: fuzzy search by name. PGlite loads them from @electric-sql/pglite/contrib/*.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
