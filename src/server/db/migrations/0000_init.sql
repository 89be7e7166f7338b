CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'Oyuncu' NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"birthdate" date,
	"gender" text,
	"city" integer,
	"profile_completed_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('Super Admin', 'Admin', 'Moderator', 'User', 'Guest', 'Oyuncu')),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" is null or "users"."gender" in ('male', 'female', 'other'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"excuse_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "excuses_type_check" CHECK ("excuses"."excuse_type" in ('Sakatlık', 'Tatil', 'Hastalık', 'Diğer')),
	CONSTRAINT "excuses_dates_check" CHECK ("excuses"."end_date" is null or "excuses"."end_date" > "excuses"."start_date")
);
--> statement-breakpoint
CREATE TABLE "match_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offerer_id" text NOT NULL,
	"opponent_id" text NOT NULL,
	"opponent_name" text NOT NULL,
	"league_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"half_time_reminder_sent" boolean DEFAULT false NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	CONSTRAINT "match_offers_status_check" CHECK ("match_offers"."status" in ('pending', 'accepted', 'rejected', 'cancelled', 'expired', 'unavailable_due_to_other_offer')),
	CONSTRAINT "match_offers_distinct_players_check" CHECK ("match_offers"."offerer_id" <> "match_offers"."opponent_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid,
	"offer_id" uuid,
	"player1_id" text NOT NULL,
	"player2_id" text NOT NULL,
	"match_date" timestamp with time zone,
	"due_at" timestamp with time zone,
	"score" text,
	"sets" jsonb,
	"outcome" text DEFAULT 'normal' NOT NULL,
	"winner_id" text,
	"status" text DEFAULT 'planlanmış' NOT NULL,
	"result_state" text DEFAULT 'none' NOT NULL,
	"reported_by" text,
	"reported_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_offer_id_unique" UNIQUE("offer_id"),
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('planlanmış', 'oynanmış', 'iptal')),
	CONSTRAINT "matches_result_state_check" CHECK ("matches"."result_state" in ('none', 'reported', 'disputed', 'confirmed')),
	CONSTRAINT "matches_outcome_check" CHECK ("matches"."outcome" in ('normal', 'retired', 'walkover')),
	CONSTRAINT "matches_distinct_players_check" CHECK ("matches"."player1_id" <> "matches"."player2_id")
);
--> statement-breakpoint
CREATE TABLE "rank_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"old_rank" integer,
	"new_rank" integer,
	"cause" text NOT NULL,
	"match_id" uuid,
	"offer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_history_cause_check" CHECK ("rank_history"."cause" in ('approval', 'added', 'reorder', 'rejection', 'match_result', 'correction', 'removal', 'cancellation'))
);
--> statement-breakpoint
CREATE TABLE "league_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"league_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "league_applications_status_check" CHECK ("league_applications"."status" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "league_moderators" (
	"league_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_moderators_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"join_date" timestamp with time zone DEFAULT now() NOT NULL,
	"rank" integer NOT NULL,
	"status" text DEFAULT 'added' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "league_participants_rank_check" CHECK ("league_participants"."rank" > 0)
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" integer DEFAULT 21 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rules" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" text,
	"modified_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_count" integer DEFAULT 3 NOT NULL,
	"game_format" integer DEFAULT 6 NOT NULL,
	"set_decisions_format" text DEFAULT 'Super' NOT NULL,
	"point_type" text DEFAULT 'advantage' NOT NULL,
	"set_tie_break_score" integer DEFAULT 7 NOT NULL,
	"super_tie_break" integer DEFAULT 10 NOT NULL,
	"gender" text NOT NULL,
	"max_offers" integer DEFAULT 3 NOT NULL,
	"max_days_to_respond" integer DEFAULT 2 NOT NULL,
	"max_offers_receive" integer DEFAULT 2 NOT NULL,
	"max_days_to_play" integer DEFAULT 5 NOT NULL,
	"max_days_to_replay" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "leagues_dates_check" CHECK ("leagues"."end_date" >= "leagues"."start_date"),
	CONSTRAINT "leagues_set_count_check" CHECK ("leagues"."set_count" in (3, 5)),
	CONSTRAINT "leagues_game_format_check" CHECK ("leagues"."game_format" in (4, 6)),
	CONSTRAINT "leagues_set_decisions_check" CHECK ("leagues"."set_decisions_format" in ('Super', 'Set')),
	CONSTRAINT "leagues_point_type_check" CHECK ("leagues"."point_type" in ('advantage', 'deciding')),
	CONSTRAINT "leagues_gender_check" CHECK ("leagues"."gender" in ('male', 'female')),
	CONSTRAINT "leagues_limits_check" CHECK ("leagues"."max_offers" > 0 and "leagues"."max_days_to_respond" > 0 and "leagues"."max_offers_receive" > 0 and "leagues"."max_days_to_play" > 0 and "leagues"."max_days_to_replay" >= 0 and "leagues"."set_tie_break_score" > 0 and "leagues"."super_tie_break" > 0)
);
--> statement-breakpoint
CREATE TABLE "admin_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"event_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "admin_logs_event_type_check" CHECK ("admin_logs"."event_type" in ('ProfileUpdate', 'ProfileCreation', 'ApplicationApproved', 'ApplicationRejected', 'ModeratorAdded', 'ModeratorRemoved', 'MatchOffer', 'MatchOfferError', 'JoinRequest', 'EmailNotification_matchOffers_Expired', 'EmailNotification_matchOffers_Reminder', 'LeagueCreated', 'LeagueUpdated', 'LeagueDeleted', 'RoleChanged', 'UserCreated', 'UserUpdated', 'UserDeleted', 'SettingsUpdated', 'MatchAdded', 'MatchResult', 'MatchDisputed', 'MailFailed')),
	CONSTRAINT "admin_logs_status_check" CHECK ("admin_logs"."status" in ('unread', 'read', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" date,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_addresses" text[] NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"type" text,
	"offer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('unread', 'read', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "read_announcements" (
	"user_id" text NOT NULL,
	"announcement_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "read_announcements_user_id_announcement_id_pk" PRIMARY KEY("user_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" text PRIMARY KEY NOT NULL,
	"login_timeout" integer DEFAULT 30 NOT NULL,
	"match_completion_deadline" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "settings_login_timeout_check" CHECK ("settings"."login_timeout" between 1 and 1440),
	CONSTRAINT "settings_match_deadline_check" CHECK ("settings"."match_completion_deadline" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_city_provinces_code_fk" FOREIGN KEY ("city") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excuses" ADD CONSTRAINT "excuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_offers" ADD CONSTRAINT "match_offers_offerer_id_users_id_fk" FOREIGN KEY ("offerer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_offers" ADD CONSTRAINT "match_offers_opponent_id_users_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_offers" ADD CONSTRAINT "match_offers_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_offer_id_match_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."match_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_player1_id_users_id_fk" FOREIGN KEY ("player1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_player2_id_users_id_fk" FOREIGN KEY ("player2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_history" ADD CONSTRAINT "rank_history_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_history" ADD CONSTRAINT "rank_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_history" ADD CONSTRAINT "rank_history_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_history" ADD CONSTRAINT "rank_history_offer_id_match_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."match_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_applications" ADD CONSTRAINT "league_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_applications" ADD CONSTRAINT "league_applications_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_applications" ADD CONSTRAINT "league_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_moderators" ADD CONSTRAINT "league_moderators_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_moderators" ADD CONSTRAINT "league_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_participants" ADD CONSTRAINT "league_participants_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_participants" ADD CONSTRAINT "league_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_city_provinces_code_fk" FOREIGN KEY ("city") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_modified_by_id_users_id_fk" FOREIGN KEY ("modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_offer_id_match_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."match_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_announcements" ADD CONSTRAINT "read_announcements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_announcements" ADD CONSTRAINT "read_announcements_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_search_text_idx" ON "users" USING btree ("search_text");--> statement-breakpoint
CREATE INDEX "users_last_first_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "excuses_user_end_idx" ON "excuses" USING btree ("user_id","end_date");--> statement-breakpoint
CREATE INDEX "match_offers_opponent_status_idx" ON "match_offers" USING btree ("opponent_id","status");--> statement-breakpoint
CREATE INDEX "match_offers_offerer_status_idx" ON "match_offers" USING btree ("offerer_id","status");--> statement-breakpoint
CREATE INDEX "match_offers_status_respond_by_idx" ON "match_offers" USING btree ("status","respond_by");--> statement-breakpoint
CREATE INDEX "match_offers_league_idx" ON "match_offers" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "matches_league_status_idx" ON "matches" USING btree ("league_id","status");--> statement-breakpoint
CREATE INDEX "matches_player1_idx" ON "matches" USING btree ("player1_id");--> statement-breakpoint
CREATE INDEX "matches_player2_idx" ON "matches" USING btree ("player2_id");--> statement-breakpoint
CREATE INDEX "matches_created_idx" ON "matches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rank_history_league_user_idx" ON "rank_history" USING btree ("league_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "league_applications_one_pending_uq" ON "league_applications" USING btree ("user_id") WHERE "league_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "league_applications_league_status_idx" ON "league_applications" USING btree ("league_id","status");--> statement-breakpoint
CREATE INDEX "league_applications_status_idx" ON "league_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "league_moderators_user_idx" ON "league_moderators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_participants_league_user_uq" ON "league_participants" USING btree ("league_id","user_id");--> statement-breakpoint
CREATE INDEX "league_participants_user_idx" ON "league_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leagues_active_gender_idx" ON "leagues" USING btree ("is_active","gender","end_date");--> statement-breakpoint
CREATE INDEX "admin_logs_status_created_idx" ON "admin_logs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "admin_logs_event_status_created_idx" ON "admin_logs" USING btree ("event_type","status","created_at");--> statement-breakpoint
CREATE INDEX "admin_logs_created_idx" ON "admin_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "announcements_end_date_idx" ON "announcements" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notifications_user_status_created_idx" ON "notifications" USING btree ("user_id","status","created_at");