CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"scout_id" uuid,
	"leader_user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text NOT NULL,
	"notes" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_scout_event_unique" UNIQUE("scout_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "badge_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	"completed_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_progress_scout_badge_unique" UNIQUE("scout_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"category" text DEFAULT 'outdoor' NOT NULL,
	"requirements" jsonb NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"scout_id" uuid,
	"joined_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_participants_event_user_unique" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"location" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"badge_opportunities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_participants_within_max" CHECK ("events"."current_participants" >= 0 and ("events"."max_participants" is null or "events"."max_participants" = 0 or "events"."current_participants" <= "events"."max_participants"))
);
--> statement-breakpoint
CREATE TABLE "scout_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	"earned_date" timestamp with time zone DEFAULT now() NOT NULL,
	"awarded_by_user_id" uuid,
	"awarded_by" text NOT NULL,
	CONSTRAINT "scout_badges_scout_badge_unique" UNIQUE("scout_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "scouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"emergency_contact" text,
	"emergency_phone" text,
	"date_of_birth" date,
	"join_date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "troops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_name" text DEFAULT 'My Scout Troop' NOT NULL,
	"troop_number" text,
	"region" text,
	"leader_user_id" uuid,
	"logo_url" text,
	"primary_color" text DEFAULT '#490499' NOT NULL,
	"secondary_color" text DEFAULT '#059669' NOT NULL,
	"accent_color" text DEFAULT '#ea580c' NOT NULL,
	"meeting_location" text,
	"meeting_schedule" text,
	"contact_email" text,
	"contact_phone" text,
	"website" text,
	"custom_welcome_message" text DEFAULT '' NOT NULL,
	"custom_badge_categories" jsonb,
	"custom_event_types" jsonb,
	"additional_fields" jsonb,
	"enable_public_profile" boolean DEFAULT false NOT NULL,
	"enable_parent_portal" boolean DEFAULT true NOT NULL,
	"enable_advancement_tracking" boolean DEFAULT true NOT NULL,
	"enable_activity_feed" boolean DEFAULT true NOT NULL,
	"require_parent_approval" boolean DEFAULT false NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"sms_notifications" boolean DEFAULT false NOT NULL,
	"weekly_reports" boolean DEFAULT true NOT NULL,
	"badge_reminders" boolean DEFAULT true NOT NULL,
	"event_reminders" boolean DEFAULT true NOT NULL,
	"leader_invite_code" text NOT NULL,
	"scout_join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "troops_leader_invite_code_unique" UNIQUE("leader_invite_code"),
	CONSTRAINT "troops_scout_join_code_unique" UNIQUE("scout_join_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"profile_image_url" text,
	"role" text DEFAULT 'scout' NOT NULL,
	"is_new_user" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reactions" ADD CONSTRAINT "activity_reactions_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reactions" ADD CONSTRAINT "activity_reactions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reactions" ADD CONSTRAINT "activity_reactions_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reactions" ADD CONSTRAINT "activity_reactions_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_progress" ADD CONSTRAINT "badge_progress_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_progress" ADD CONSTRAINT "badge_progress_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_progress" ADD CONSTRAINT "badge_progress_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_badges" ADD CONSTRAINT "scout_badges_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_badges" ADD CONSTRAINT "scout_badges_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_badges" ADD CONSTRAINT "scout_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_badges" ADD CONSTRAINT "scout_badges_awarded_by_user_id_users_id_fk" FOREIGN KEY ("awarded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_troop_created_idx" ON "activities" USING btree ("troop_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_scout_idx" ON "activities" USING btree ("scout_id");--> statement-breakpoint
CREATE INDEX "activity_reactions_activity_idx" ON "activity_reactions" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "attendance_troop_idx" ON "attendance" USING btree ("troop_id","recorded_at");--> statement-breakpoint
CREATE INDEX "badges_troop_idx" ON "badges" USING btree ("troop_id","name");--> statement-breakpoint
CREATE INDEX "event_participants_user_idx" ON "event_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_troop_start_idx" ON "events" USING btree ("troop_id","start_date");--> statement-breakpoint
CREATE INDEX "scout_badges_troop_earned_idx" ON "scout_badges" USING btree ("troop_id","earned_date");--> statement-breakpoint
CREATE INDEX "scout_badges_badge_idx" ON "scout_badges" USING btree ("badge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scouts_user_unique" ON "scouts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scouts_troop_email_unique" ON "scouts" USING btree ("troop_id",lower("email"));--> statement-breakpoint
CREATE INDEX "scouts_troop_name_idx" ON "scouts" USING btree ("troop_id","name");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_troop_idx" ON "users" USING btree ("troop_id","role");