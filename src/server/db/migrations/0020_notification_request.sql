ALTER TABLE "notifications" ADD COLUMN "request_id" uuid;--> statement-breakpoint
-- A notice written before this column that asks its reader to answer a request still waiting (a
-- time, a postponement, a cancellation) is tied to that request: the opponent's notice about the
-- match made with it, with its subject, written as the request was made.
UPDATE "notifications" AS n SET "request_id" = r."id"
FROM "match_requests" AS r
WHERE r."status" = 'pending'
  AND n."request_id" IS NULL
  AND n."target_kind" = 'match' AND n."target_id" = r."match_id"::text
  AND n."user_id" <> r."requested_by"
  AND n."type" = 'matchArrange'
  AND n."subject" = CASE r."kind"
    WHEN 'slots' THEN 'Maç İçin Zaman Önerisi'
    WHEN 'postpone' THEN 'Maç Erteleme İsteği'
    ELSE 'Maç İptal İsteği' END
  AND n."created_at" >= r."created_at" - interval '1 minute';
