CREATE TABLE "badge_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	"returned_by_user_id" uuid,
	CONSTRAINT "badge_approvals_scout_badge_unique" UNIQUE("scout_id","badge_id")
);
--> statement-breakpoint
ALTER TABLE "badge_progress" ADD COLUMN "rewarded_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "scout_badges" ADD COLUMN "presented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "troops" ADD COLUMN "require_leader_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "badge_approvals" ADD CONSTRAINT "badge_approvals_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_approvals" ADD CONSTRAINT "badge_approvals_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_approvals" ADD CONSTRAINT "badge_approvals_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_approvals" ADD CONSTRAINT "badge_approvals_returned_by_user_id_users_id_fk" FOREIGN KEY ("returned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_approvals_troop_status_idx" ON "badge_approvals" USING btree ("troop_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "scout_badges_to_present_idx" ON "scout_badges" USING btree ("troop_id") WHERE "scout_badges"."presented_at" is null;--> statement-breakpoint
-- One leader's same emoji on one activity is one reaction: keep the earliest of any duplicates
-- (with the latest feedback message among them) before the constraint makes it the rule.
UPDATE "activity_reactions" AS keep SET "message" = latest."message"
FROM (
  SELECT DISTINCT ON ("activity_id", "leader_user_id", "emoji") "activity_id", "leader_user_id", "emoji", "message"
  FROM "activity_reactions" WHERE "message" IS NOT NULL
  ORDER BY "activity_id", "leader_user_id", "emoji", "created_at" DESC, "id" DESC
) AS latest
WHERE keep."activity_id" = latest."activity_id" AND keep."leader_user_id" = latest."leader_user_id" AND keep."emoji" = latest."emoji";--> statement-breakpoint
DELETE FROM "activity_reactions" AS r USING "activity_reactions" AS earlier
WHERE r."activity_id" = earlier."activity_id" AND r."leader_user_id" = earlier."leader_user_id" AND r."emoji" = earlier."emoji"
  AND (earlier."created_at", earlier."id") < (r."created_at", r."id");--> statement-breakpoint
ALTER TABLE "activity_reactions" ADD CONSTRAINT "activity_reactions_activity_leader_emoji_unique" UNIQUE("activity_id","leader_user_id","emoji");--> statement-breakpoint
-- Requirements ticked before points were given once only have already given their points.
UPDATE "badge_progress" SET "rewarded_requirements" = "completed_requirements";--> statement-breakpoint
-- Custom categories and event types were plain strings; they become {key, label} with a key made
-- from the text (lower case, dashes), dropping empty keys, duplicates and the built-in categories.
UPDATE "troops" SET "custom_badge_categories" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('key', d.k, 'label', d.l) ORDER BY d.ord), '[]'::jsonb)
  FROM (
    SELECT DISTINCT ON (s.k) s.k, s.l, s.ord FROM (
      SELECT left(trim(both '-' from lower(regexp_replace(e.v, '[^a-zA-Z0-9]+', '-', 'g'))), 30) AS k, left(trim(e.v), 40) AS l, e.ord
      FROM jsonb_array_elements_text("custom_badge_categories") WITH ORDINALITY AS e(v, ord)
    ) AS s
    WHERE s.k <> '' AND s.k NOT IN ('outdoor', 'community', 'skills', 'creative', 'adventurous')
    ORDER BY s.k, s.ord
  ) AS d
) WHERE jsonb_typeof("custom_badge_categories") = 'array';--> statement-breakpoint
UPDATE "troops" SET "custom_event_types" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('key', d.k, 'label', d.l) ORDER BY d.ord), '[]'::jsonb)
  FROM (
    SELECT DISTINCT ON (s.k) s.k, s.l, s.ord FROM (
      SELECT left(trim(both '-' from lower(regexp_replace(e.v, '[^a-zA-Z0-9]+', '-', 'g'))), 30) AS k, left(trim(e.v), 40) AS l, e.ord
      FROM jsonb_array_elements_text("custom_event_types") WITH ORDINALITY AS e(v, ord)
    ) AS s
    WHERE s.k <> ''
    ORDER BY s.k, s.ord
  ) AS d
) WHERE jsonb_typeof("custom_event_types") = 'array';
