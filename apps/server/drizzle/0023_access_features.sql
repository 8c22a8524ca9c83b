-- Issue 28: accessibility a venue declares (PLACE_ACCESS_FEATURES codes), and sections and
-- groups adapted for people with special needs (ADAPTATION_NEEDS codes). Empty = nothing declared.
ALTER TABLE "complexes" ADD COLUMN "accessibility" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "adapted_for" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "section_groups" ADD COLUMN "adapted_for" text[] DEFAULT '{}' NOT NULL;
