ALTER TABLE "leagues" ADD COLUMN "participant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The triggers of migration 0002 also keep each league's participant count, in the same update of
-- the league row: the leagues page shows the count without counting every ladder it lists. A
-- change of a player's display name (users.name) now moves their ladders' versions as well.
CREATE OR REPLACE FUNCTION "bump_ladder_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    -- A renamed player may be on several ladders: their leagues are locked in id order, as
    -- deletions lock them, so two renames never wait on each other.
    UPDATE leagues SET ladder_version = ladder_version + 1
      WHERE id IN (
        SELECT l.id FROM leagues l
        WHERE l.id IN (
          SELECT p.league_id FROM league_participants p
          JOIN changed_rows c ON c.id = p.user_id
          JOIN old_rows o ON o.id = c.id
          -- The display name too: the dashboard's offer rules read it from the cached ladder.
          WHERE (o.first_name, o.last_name, o.name) IS DISTINCT FROM (c.first_name, c.last_name, c.name)
        )
        ORDER BY l.id
        FOR UPDATE
      );
  -- The count moves by each statement's own rows (an increment, not a recount), so two writers
  -- that do not hold the ladder lock still add up: the second waits for the first's row and
  -- applies its change to the updated count.
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE leagues SET ladder_version = ladder_version + 1, participant_count = participant_count + d.n
      FROM (
        SELECT league_id, sum(n) AS n FROM (
          SELECT league_id, 1 AS n FROM changed_rows
          UNION ALL
          SELECT league_id, -1 AS n FROM old_rows
        ) moved GROUP BY league_id
      ) d
      WHERE leagues.id = d.league_id;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE leagues SET ladder_version = ladder_version + 1, participant_count = participant_count + d.n
      FROM (SELECT league_id, count(*) AS n FROM changed_rows GROUP BY league_id) d
      WHERE leagues.id = d.league_id;
  ELSE
    UPDATE leagues SET ladder_version = ladder_version + 1, participant_count = participant_count - d.n
      FROM (SELECT league_id, count(*) AS n FROM changed_rows GROUP BY league_id) d
      WHERE leagues.id = d.league_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE "leagues" SET "participant_count" = (
  SELECT count(*) FROM "league_participants" p WHERE p."league_id" = "leagues"."id"
);
