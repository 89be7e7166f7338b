DROP INDEX "match_offers_league_idx";--> statement-breakpoint
CREATE INDEX "match_offers_league_status_idx" ON "match_offers" USING btree ("league_id","status","update_time");