-- Walls between troops (docs/decisions/026): every table of troop data admits only the rows of the
-- troop the connection is set to (app.troop_id), even for its owner. app.troop_id is a troop's id,
-- "session:<sid>" (the troop of that session, for the sign-in lookup), "*" (named deployment-wide
-- work) or empty (nothing).
ALTER TABLE "message_recipients" ADD COLUMN "troop_id" uuid;--> statement-breakpoint
UPDATE "message_recipients" SET "troop_id" = "messages"."troop_id" FROM "messages" WHERE "messages"."id" = "message_recipients"."message_id";--> statement-breakpoint
ALTER TABLE "message_recipients" ALTER COLUMN "troop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "app_troops_named"(scope text) RETURNS uuid[] LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  IF scope = '*' THEN
    RETURN ARRAY(SELECT "id" FROM "troops");
  ELSIF scope LIKE 'session:%' THEN
    RETURN ARRAY(SELECT "troop_id" FROM "sessions" WHERE "sid" = substr(scope, 9));
  END IF;
  RETURN '{}'::uuid[];
END
$$;--> statement-breakpoint
-- One troop's id, the common case, without a function call: a single expression PostgreSQL inlines
-- into each policy's once-per-statement subquery. Any other 36 characters fail the cast.
CREATE FUNCTION "app_troop_ids"() RETURNS uuid[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN length(current_setting('app.troop_id', true)) = 36 THEN ARRAY[current_setting('app.troop_id', true)::uuid]
    ELSE app_troops_named(coalesce(current_setting('app.troop_id', true), ''))
  END
$$;--> statement-breakpoint
ALTER TABLE "troops" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "troops" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troops_read" ON "troops" FOR SELECT USING (true);--> statement-breakpoint
CREATE POLICY "troops_start" ON "troops" FOR INSERT WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "troops_own_change" ON "troops" FOR UPDATE USING ("id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("id" = ANY ((SELECT app_troop_ids())::uuid[]));--> statement-breakpoint
CREATE POLICY "troops_own_delete" ON "troops" FOR DELETE USING ("id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "activities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "activities" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "activities" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "activity_reactions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "activity_reactions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "activity_reactions" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "attendance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "attendance" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "badge_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "badge_approvals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "badge_approvals" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "badge_progress" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "badge_progress" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "badge_progress" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "badges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "badges" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "badges" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_feeds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "calendar_feeds" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "camp_sheet_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "camp_sheet_views" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "camp_sheet_views" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "event_consents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "event_consents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "event_consents" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "event_helpers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "event_helpers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "event_helpers" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "event_replies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "event_replies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "event_replies" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "health_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "health_reads" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "health_reads" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "event_participants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "event_participants" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "event_participants" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "events" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "invite_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invite_codes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "invite_codes" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "memberships" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "memberships" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "message_recipients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "message_recipients" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "message_recipients" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "messages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "messages" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "outbox" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "parent_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "parent_links" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "parent_links" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "patrols" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "patrols" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "patrols" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "requirement_sign_offs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "requirement_sign_offs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "requirement_sign_offs" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "scheduled_jobs" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "scout_badges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "scout_badges" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "scout_badges" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "email_unsubscribes" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "scout_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "scout_contacts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "scout_contacts" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
--> statement-breakpoint
ALTER TABLE "scouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "scouts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "troop_wall" ON "scouts" USING ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[])) WITH CHECK ("troop_id" = ANY ((SELECT app_troop_ids())::uuid[]));
