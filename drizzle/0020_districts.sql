CREATE TABLE "district_commissioners" (
	"district_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_commissioners_district_id_user_id_pk" PRIMARY KEY("district_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "district_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_invites_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "troop_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "troops" ADD COLUMN "district_id" uuid;--> statement-breakpoint
ALTER TABLE "district_commissioners" ADD CONSTRAINT "district_commissioners_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_commissioners" ADD CONSTRAINT "district_commissioners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_invites" ADD CONSTRAINT "district_invites_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_invites" ADD CONSTRAINT "district_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_invites" ADD CONSTRAINT "district_invites_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "district_commissioners_user_idx" ON "district_commissioners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "district_invites_district_idx" ON "district_invites" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_name_unique" ON "districts" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "troops" ADD CONSTRAINT "troops_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "troops_district_idx" ON "troops" USING btree ("district_id");--> statement-breakpoint
-- The deployment's own mail (a district's invite) has no troop: only work across every troop (the outbox worker, the operator) sees or writes it.
CREATE POLICY "deployment_mail" ON "outbox" USING ("troop_id" IS NULL AND current_setting('app.troop_id', true) = '*') WITH CHECK ("troop_id" IS NULL AND current_setting('app.troop_id', true) = '*');
