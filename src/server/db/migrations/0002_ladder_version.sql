ALTER TABLE "leagues" ADD COLUMN "ladder_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to what a ladder shows raises its league's ladder_version, whichever code (or
-- cascade) made it: the ladder read serves its cached answer while the version stays the same.
CREATE FUNCTION "bump_ladder_version"() RETURNS trigger LANGUAGE plpgsql AS $$
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
          WHERE (o.first_name, o.last_name) IS DISTINCT FROM (c.first_name, c.last_name)
        )
        ORDER BY l.id
        FOR UPDATE
      );
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE leagues SET ladder_version = ladder_version + 1
      WHERE id IN (SELECT league_id FROM changed_rows UNION SELECT league_id FROM old_rows);
  ELSE
    UPDATE leagues SET ladder_version = ladder_version + 1
      WHERE id IN (SELECT league_id FROM changed_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "league_participants_inserted_ladder_version" AFTER INSERT ON "league_participants"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_ladder_version"();
--> statement-breakpoint
CREATE TRIGGER "league_participants_updated_ladder_version" AFTER UPDATE ON "league_participants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_ladder_version"();
--> statement-breakpoint
CREATE TRIGGER "league_participants_deleted_ladder_version" AFTER DELETE ON "league_participants"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_ladder_version"();
--> statement-breakpoint
CREATE TRIGGER "users_renamed_ladder_version" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_ladder_version"();
