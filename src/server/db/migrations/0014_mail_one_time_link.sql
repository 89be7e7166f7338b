ALTER TABLE "mail_outbox" ADD COLUMN "one_time_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Mails written before the column that carry a reset, first-password, e-mail change or verification link: marked, and the text of those already sent replaced, as marking a mail sent now does.
UPDATE "mail_outbox" SET "one_time_link" = true,
  "body" = CASE WHEN "status" = 'sent' THEN 'Bu e-posta tek kullanımlık bir bağlantı içerdiği için gönderildikten sonra metni saklanmaz.' ELSE "body" END
WHERE "body" ~ '/(reset-password|verify-email|confirm-email)\?[^[:space:]]*token=';
