-- A dispute's reason is for the league's staff, who read it on the match in /macm; every admin reads
-- the admin log, the admin who reported the disputed score among them. Entries written before the
-- log stopped keeping it lose it here.
UPDATE "admin_logs" SET "event_details" = "event_details" - 'reason' WHERE "event_type" = 'MatchDisputed';
