-- Issue 26, live seats across processes: every statement that changes what a session has free
-- (capacity − sold − live holds, and whether it started or was canceled) notifies the channel
-- "seats_changed" with the ids of its sessions, comma-separated and sorted (so PostgreSQL folds
-- the same ids of one transaction into one message), or '*' when one statement touched more
-- than 500 sessions (a payload is at most 8000 bytes; the listeners then re-read every session
-- they watch). Ids only: each API process re-reads the sessions somebody watches through it
-- (modules/catalogue/live-seats.ts). NOTIFY is sent at commit, never for a rolled-back change.
CREATE FUNCTION "notify_seats_changed"("ids" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  IF cardinality("ids") > 500 THEN
    PERFORM pg_notify('seats_changed', '*');
  ELSE
    PERFORM pg_notify('seats_changed', array_to_string("ids", ','));
  END IF;
END
$$;--> statement-breakpoint
-- Holds: taken, given up, attached to an order (a new expiry), converted into sold seats,
-- released by the sweeper, deleted with their person (a demo copy, an account).
CREATE FUNCTION "seat_holds_seats_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_seats_changed"(ARRAY(SELECT DISTINCT "session_id" FROM "changed" ORDER BY 1));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "seat_holds_seats_changed_insert" AFTER INSERT ON "seat_holds"
  REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "seat_holds_seats_changed"();--> statement-breakpoint
CREATE TRIGGER "seat_holds_seats_changed_update" AFTER UPDATE ON "seat_holds"
  REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "seat_holds_seats_changed"();--> statement-breakpoint
CREATE TRIGGER "seat_holds_seats_changed_delete" AFTER DELETE ON "seat_holds"
  REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "seat_holds_seats_changed"();--> statement-breakpoint
-- Sessions: a sale or a refund (sold), a new capacity, a new start, a cancellation. Other
-- columns (the seed's sales_open_at) change nothing a stream shows. A new session is watched
-- by nobody yet, so inserts (the seed's ~56 000 at a start) notify nothing.
CREATE FUNCTION "event_sessions_seats_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_seats_changed"(ARRAY(
    SELECT n."id" FROM "changed" n JOIN "before" o ON o."id" = n."id"
     WHERE (n."capacity", n."sold", n."starts_at", n."canceled")
           IS DISTINCT FROM (o."capacity", o."sold", o."starts_at", o."canceled")
     ORDER BY 1));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_sessions_seats_changed_update" AFTER UPDATE ON "event_sessions"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_sessions_seats_changed"();--> statement-breakpoint
CREATE FUNCTION "event_sessions_seats_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_seats_changed"(ARRAY(SELECT "id" FROM "changed" ORDER BY 1));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_sessions_seats_changed_delete" AFTER DELETE ON "event_sessions"
  REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_sessions_seats_gone"();
