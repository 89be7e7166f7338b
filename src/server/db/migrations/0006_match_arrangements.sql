CREATE TABLE "match_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"kind" text NOT NULL,
	"slots" jsonb,
	"days" integer,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"picked_slot" integer,
	CONSTRAINT "match_requests_kind_check" CHECK ("match_requests"."kind" in ('slots', 'postpone', 'cancel')),
	CONSTRAINT "match_requests_status_check" CHECK ("match_requests"."status" in ('pending', 'accepted', 'declined', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "admin_logs" DROP CONSTRAINT "admin_logs_event_type_check";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "slot_place" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reminded_24h_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reminded_2h_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "postponed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "original_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "overdue_handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "overdue_policy" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "match_minutes" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_requests" ADD CONSTRAINT "match_requests_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_requests" ADD CONSTRAINT "match_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_requests" ADD CONSTRAINT "match_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_requests_one_pending_uq" ON "match_requests" USING btree ("match_id","kind") WHERE "match_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "match_requests_match_idx" ON "match_requests" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_status_slot_idx" ON "matches" USING btree ("status","slot_at");--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_overdue_policy_check" CHECK ("leagues"."overdue_policy" in ('staff', 'walkover'));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_match_minutes_check" CHECK ("leagues"."match_minutes" between 30 and 300);--> statement-breakpoint
ALTER TABLE "admin_logs" ADD CONSTRAINT "admin_logs_event_type_check" CHECK ("admin_logs"."event_type" in ('ProfileUpdate', 'ProfileCreation', 'ApplicationApproved', 'ApplicationRejected', 'ModeratorAdded', 'ModeratorRemoved', 'MatchOffer', 'MatchOfferError', 'JoinRequest', 'EmailNotification_matchOffers_Expired', 'EmailNotification_matchOffers_Reminder', 'LeagueCreated', 'LeagueUpdated', 'LeagueDeleted', 'RoleChanged', 'UserCreated', 'UserUpdated', 'UserDeleted', 'SettingsUpdated', 'MatchAdded', 'MatchResult', 'MatchDisputed', 'MailFailed', 'ExcuseChanged', 'ExcuseCancelled', 'MatchPostponed', 'MatchCancelledByPlayers', 'MatchOverdue'));