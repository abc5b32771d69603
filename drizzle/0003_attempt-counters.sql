CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "attempt_counters_window_ends_idx" ON "attempt_counters" USING btree ("window_ends");--> statement-breakpoint
-- Sessions opened before this column existed keep their real sign-in time for the 90-day end.
UPDATE "sessions" SET "created_at" = ("sess"->>'createdAt')::timestamptz WHERE "sess" ? 'createdAt';
