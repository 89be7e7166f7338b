ALTER TABLE "notifications" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_target_unread_idx" ON "notifications" USING btree ("target_id") WHERE "notifications"."status" = 'unread';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_target_kind_check" CHECK ("notifications"."target_kind" in ('offer', 'match', 'application', 'league', 'player'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_target_check" CHECK (("notifications"."target_kind" is null) = ("notifications"."target_id" is null));--> statement-breakpoint
-- Notifications written before targets existed: one about an offer opens that offer; a deleted one
-- counts as deleted when it was last changed (its creation), so it is past restoring.
UPDATE "notifications" SET "target_kind" = 'offer', "target_id" = "offer_id"::text WHERE "offer_id" IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "deleted_at" = "created_at" WHERE "status" = 'deleted';
