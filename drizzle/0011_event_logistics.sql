CREATE TABLE "camp_sheet_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"leader_name" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"method" text NOT NULL,
	"signed_name" text,
	"signed_by_user_id" uuid,
	"consent_text" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_user_id" uuid,
	CONSTRAINT "event_consents_signed_has_name" CHECK ("event_consents"."method" <> 'signed' or "event_consents"."signed_name" is not null)
);
--> statement-breakpoint
CREATE TABLE "event_helpers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seats" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_helpers_event_user_unique" UNIQUE("event_id","user_id"),
	CONSTRAINT "event_helpers_seats" CHECK ("event_helpers"."seats" is null or "event_helpers"."seats" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "event_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"note" text,
	"answered_by_user_id" uuid,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_replies_event_scout_unique" UNIQUE("event_id","scout_id")
);
--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "consent_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "kit_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cost_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "allergies" text;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "medical_notes" text;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "dietary_needs" text;--> statement-breakpoint
ALTER TABLE "troops" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "camp_sheet_views" ADD CONSTRAINT "camp_sheet_views_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_sheet_views" ADD CONSTRAINT "camp_sheet_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_sheet_views" ADD CONSTRAINT "camp_sheet_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_consents" ADD CONSTRAINT "event_consents_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_consents" ADD CONSTRAINT "event_consents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_consents" ADD CONSTRAINT "event_consents_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_consents" ADD CONSTRAINT "event_consents_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_consents" ADD CONSTRAINT "event_consents_withdrawn_by_user_id_users_id_fk" FOREIGN KEY ("withdrawn_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_helpers" ADD CONSTRAINT "event_helpers_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_helpers" ADD CONSTRAINT "event_helpers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_helpers" ADD CONSTRAINT "event_helpers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_replies" ADD CONSTRAINT "event_replies_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_replies" ADD CONSTRAINT "event_replies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_replies" ADD CONSTRAINT "event_replies_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_replies" ADD CONSTRAINT "event_replies_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camp_sheet_views_event_idx" ON "camp_sheet_views" USING btree ("event_id","viewed_at");--> statement-breakpoint
CREATE INDEX "event_consents_event_scout_idx" ON "event_consents" USING btree ("event_id","scout_id","signed_at");--> statement-breakpoint
CREATE INDEX "event_participants_waiting_idx" ON "event_participants" USING btree ("event_id","joined_date") WHERE "event_participants"."status" = 'waitlisted';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cost_not_negative" CHECK ("events"."cost_cents" >= 0);--> statement-breakpoint
-- A waiting place holds no place: removing one leaves current_participants as it is.
CREATE OR REPLACE FUNCTION "event_participants_release_place"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."status" <> 'waitlisted' THEN
		UPDATE "events" SET "current_participants" = "current_participants" - 1 WHERE "id" = OLD."event_id";
	END IF;
	RETURN OLD;
END;
$$;
