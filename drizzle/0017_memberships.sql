-- Many troops on one deployment (many-troops M1-M2): an account's troop and role move to
-- memberships, a session names the troop it acts in, a troop gets its address, and a calendar
-- feed names its troop. Every existing row keeps working: each account becomes a member of the
-- troop it had, each session acts in that troop, each feed keeps its address.
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"troop_id" uuid NOT NULL,
	"role" text NOT NULL,
	"leader_role" text,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_troop_unique" UNIQUE("user_id","troop_id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_troop_role_idx" ON "memberships" USING btree ("troop_id","role");--> statement-breakpoint
INSERT INTO "memberships" ("user_id", "troop_id", "role", "leader_role", "last_used_at", "created_at")
	SELECT "id", "troop_id", "role", CASE WHEN "role" = 'leader' THEN coalesce("leader_role", 'assistant') END, "updated_at", "created_at" FROM "users";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "troop_id" uuid;--> statement-breakpoint
UPDATE "sessions" SET "troop_id" = "users"."troop_id" FROM "users" WHERE "users"."id" = "sessions"."user_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "troop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "troop_id" uuid;--> statement-breakpoint
UPDATE "calendar_feeds" SET "troop_id" = "users"."troop_id" FROM "users" WHERE "users"."id" = "calendar_feeds"."user_id";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "troop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_troop_id_pk" PRIMARY KEY("user_id","troop_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A troop's address from its name: lower case, runs of anything else one hyphen, at most 40
-- characters; too short or a reserved word gives "troop"; a second troop of the same address gets
-- "-2", "-3", ... (shared/troop-slug.ts has the rules new addresses follow).
ALTER TABLE "troops" ADD COLUMN "slug" text;--> statement-breakpoint
WITH "named" AS (
	SELECT "id", "created_at", trim(both '-' from left(trim(both '-' from regexp_replace(lower("troop_name"), '[^a-z0-9]+', '-', 'g')), 36)) AS "base" FROM "troops"
), "usable" AS (
	SELECT "id", "created_at", CASE WHEN length("base") < 3 OR "base" IN ('api', 'assets', 'login', 'admin', 'family', 'district', 'messages', 'scout-dashboard', 'leader-dashboard', 'scout-management', 'troop-settings', 'reset-password', 'unsubscribe', 'start-a-troop', 'badges', 'icons') THEN 'troop' ELSE "base" END AS "base" FROM "named"
), "numbered" AS (
	SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "created_at", "id") AS "n" FROM "usable"
)
UPDATE "troops" SET "slug" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."base" ELSE "numbered"."base" || '-' || "numbered"."n" END FROM "numbered" WHERE "numbered"."id" = "troops"."id";--> statement-breakpoint
ALTER TABLE "troops" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "troops" ADD CONSTRAINT "troops_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_troop_id_troops_id_fk";--> statement-breakpoint
DROP INDEX "users_troop_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "troop_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "leader_role";
