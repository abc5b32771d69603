CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "patrols" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_sign_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"troop_id" uuid NOT NULL,
	"scout_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	"requirement_index" integer NOT NULL,
	"signed_by_user_id" uuid,
	"signed_by_name" text NOT NULL,
	"signed_on" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_sign_offs_unique" UNIQUE("scout_id","badge_id","requirement_index")
);
--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "patrol_id" uuid;--> statement-breakpoint
ALTER TABLE "scouts" ADD COLUMN "patrol_leader" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leader_role" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrols" ADD CONSTRAINT "patrols_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_sign_offs" ADD CONSTRAINT "requirement_sign_offs_troop_id_troops_id_fk" FOREIGN KEY ("troop_id") REFERENCES "public"."troops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_sign_offs" ADD CONSTRAINT "requirement_sign_offs_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_sign_offs" ADD CONSTRAINT "requirement_sign_offs_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_sign_offs" ADD CONSTRAINT "requirement_sign_offs_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patrols_troop_name_unique" ON "patrols" USING btree ("troop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "requirement_sign_offs_badge_idx" ON "requirement_sign_offs" USING btree ("troop_id","badge_id");--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_patrol_id_patrols_id_fk" FOREIGN KEY ("patrol_id") REFERENCES "public"."patrols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scouts_patrol_idx" ON "scouts" USING btree ("patrol_id");--> statement-breakpoint
-- Every leader before roles had every right: they keep them as admins.
UPDATE "users" SET "leader_role" = 'admin' WHERE "role" = 'leader';
