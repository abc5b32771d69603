CREATE TABLE "email_unsubscribes" (
	"troop_id" uuid NOT NULL,
	"email" text NOT NULL,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_troop_id_email_pk" PRIMARY KEY("troop_id","email")
);
--> statement-breakpoint
CREATE TABLE "scout_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"relationship" text,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "scouts_troop_email_unique";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "emailed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "troops" ADD COLUMN "mail_link_secret" text DEFAULT encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex') NOT NULL;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ADD CONSTRAINT "email_unsubscribes_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_contacts" ADD CONSTRAINT "scout_contacts_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_contacts" ADD CONSTRAINT "scout_contacts_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scout_contacts_scout_position_unique" ON "scout_contacts" USING btree ("scout_id","position");--> statement-breakpoint
CREATE INDEX "scout_contacts_troop_email_idx" ON "scout_contacts" USING btree ("troop_id",lower("email"));--> statement-breakpoint
CREATE INDEX "scouts_troop_email_idx" ON "scouts" USING btree ("troop_id",lower("email"));