DROP INDEX "scouts_troop_email_unique";--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "joined_with_troop_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "scouts_troop_email_unique" ON "scouts" USING btree ("troop_id",lower("email")) WHERE not "scouts"."joined_with_troop_code";