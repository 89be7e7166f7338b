ALTER TABLE "settings" ADD COLUMN "email_verification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Accounts made before e-mail verification existed count as verified: they keep sending offers.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;