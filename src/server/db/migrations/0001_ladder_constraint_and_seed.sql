-- Ranks stay a permutation 1..n: unique per league, checked at commit so a transaction may shuffle them.
ALTER TABLE "league_participants"
  ADD CONSTRAINT "league_participants_league_rank_uq" UNIQUE ("league_id", "rank") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
INSERT INTO "provinces" ("code", "name") VALUES (21, 'Diyarbakır') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "settings" ("id", "login_timeout", "match_completion_deadline") VALUES ('general', 30, 7) ON CONFLICT DO NOTHING;
