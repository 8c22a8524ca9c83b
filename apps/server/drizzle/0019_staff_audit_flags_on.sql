-- Issue 24: the venue staff's audit log and its filters are seeded on (db/seed/flags-data.ts);
-- databases seeded before had them off, and the seed never overwrites a row.
UPDATE "feature_flags" SET "enabled" = true, "updated_at" = now() WHERE "name" IN ('audit-page', 'audit-filters-page');
