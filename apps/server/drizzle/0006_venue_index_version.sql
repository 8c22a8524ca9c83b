CREATE TABLE "venue_index_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_index_version_one_row" CHECK ("venue_index_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "venue_index_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Raised once per statement that changes what the in-memory venue index holds (venues and the
-- sport type dictionary); the update commits with the change it reports.
CREATE FUNCTION "bump_venue_index_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "venue_index_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "complexes_venue_index_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "complexes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_venue_index_version"();--> statement-breakpoint
CREATE TRIGGER "sport_types_venue_index_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sport_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_venue_index_version"();
