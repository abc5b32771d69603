-- events.current_participants must equal the participant rows (decisions §2). Joining increments it
-- in the join transaction (a conditional UPDATE that also enforces max_participants); every removal,
-- including the cascades when a scout or an account is deleted, decrements it here in the same statement.
CREATE FUNCTION "event_participants_release_place"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "events" SET "current_participants" = "current_participants" - 1 WHERE "id" = OLD."event_id";
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "event_participants_release_place" AFTER DELETE ON "event_participants"
	FOR EACH ROW EXECUTE FUNCTION "event_participants_release_place"();
