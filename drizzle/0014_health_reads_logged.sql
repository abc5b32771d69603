CREATE TABLE "health_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"user_id" uuid,
	"reader_name" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "camp_sheet_views" ADD COLUMN "kind" text DEFAULT 'view' NOT NULL;--> statement-breakpoint
ALTER TABLE "health_reads" ADD CONSTRAINT "health_reads_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_reads" ADD CONSTRAINT "health_reads_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_reads" ADD CONSTRAINT "health_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_reads_scout_idx" ON "health_reads" USING btree ("scout_id","read_at");--> statement-breakpoint
ALTER TABLE "camp_sheet_views" ADD CONSTRAINT "camp_sheet_views_kind_check" CHECK ("camp_sheet_views"."kind" in ('view', 'offline'));