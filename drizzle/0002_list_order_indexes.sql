DROP INDEX "activities_scout_idx";--> statement-breakpoint
DROP INDEX "activities_troop_created_idx";--> statement-breakpoint
DROP INDEX "scout_badges_troop_earned_idx";--> statement-breakpoint
CREATE INDEX "activities_scout_created_idx" ON "activities" USING btree ("scout_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_troop_created_idx" ON "activities" USING btree ("troop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "scout_badges_troop_earned_idx" ON "scout_badges" USING btree ("troop_id","earned_date","id");