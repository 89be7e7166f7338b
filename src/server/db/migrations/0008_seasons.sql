CREATE TABLE "season_standings" (
	"season_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "season_standings_season_id_user_id_pk" PRIMARY KEY("season_id","user_id"),
	CONSTRAINT "season_standings_rank_check" CHECK ("season_standings"."rank" > 0)
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text,
	"reset_rule" text NOT NULL,
	"player_count" integer NOT NULL,
	CONSTRAINT "seasons_reset_rule_check" CHECK ("seasons"."reset_rule" in ('keep', 'alphabetical'))
);
--> statement-breakpoint
ALTER TABLE "rank_history" DROP CONSTRAINT "rank_history_cause_check";--> statement-breakpoint
ALTER TABLE "admin_logs" DROP CONSTRAINT "admin_logs_event_type_check";--> statement-breakpoint
ALTER TABLE "match_offers" ADD COLUMN "season_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "season_id" uuid;--> statement-breakpoint
ALTER TABLE "rank_history" ADD COLUMN "season_id" uuid;--> statement-breakpoint
ALTER TABLE "season_standings" ADD CONSTRAINT "season_standings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_standings" ADD CONSTRAINT "season_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_standings_user_idx" ON "season_standings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_league_name_uq" ON "seasons" USING btree ("league_id","name");--> statement-breakpoint
CREATE INDEX "seasons_league_closed_idx" ON "seasons" USING btree ("league_id","closed_at");--> statement-breakpoint
ALTER TABLE "match_offers" ADD CONSTRAINT "match_offers_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_history" ADD CONSTRAINT "rank_history_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_season_idx" ON "matches" USING btree ("season_id");--> statement-breakpoint
ALTER TABLE "rank_history" ADD CONSTRAINT "rank_history_cause_check" CHECK ("rank_history"."cause" in ('approval', 'added', 'reorder', 'rejection', 'match_result', 'correction', 'removal', 'cancellation', 'season'));--> statement-breakpoint
ALTER TABLE "admin_logs" ADD CONSTRAINT "admin_logs_event_type_check" CHECK ("admin_logs"."event_type" in ('ProfileUpdate', 'ProfileCreation', 'ApplicationApproved', 'ApplicationRejected', 'ModeratorAdded', 'ModeratorRemoved', 'MatchOffer', 'MatchOfferError', 'JoinRequest', 'EmailNotification_matchOffers_Expired', 'EmailNotification_matchOffers_Reminder', 'LeagueCreated', 'LeagueUpdated', 'LeagueDeleted', 'RoleChanged', 'UserCreated', 'UserUpdated', 'UserDeleted', 'SettingsUpdated', 'MatchAdded', 'MatchResult', 'MatchDisputed', 'MailFailed', 'ExcuseChanged', 'ExcuseCancelled', 'MatchPostponed', 'MatchCancelledByPlayers', 'MatchOverdue', 'SeasonClosed'));