-- Leagues that already share a name (compared as the index below compares) keep the oldest as it is; the others get " (2)", " (3)", …
UPDATE "leagues" AS l SET "name" = btrim(l."name") || ' (' || d.n || ')'
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY lower(translate(regexp_replace(btrim("name"), '\s+', ' ', 'g'), 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))
    ORDER BY "created_at", "id"
  ) AS n FROM "leagues"
) AS d
WHERE d."id" = l."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_name_unique" ON "leagues" USING btree ((lower(translate(regexp_replace(btrim("name"), '\s+', ' ', 'g'), 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))));
