CREATE TABLE "insight_cohort_size" (
	"signup_day" date PRIMARY KEY NOT NULL,
	"creators" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_creator" (
	"user_id" text PRIMARY KEY NOT NULL,
	"signed_up_at" timestamp with time zone NOT NULL,
	"signup_day" date NOT NULL,
	"time_zone" text NOT NULL,
	"first_quest_at" timestamp with time zone,
	"realm_done_at" timestamp with time zone[] NOT NULL,
	"kit_shipped_at" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"last_checkin_at" timestamp with time zone,
	"streak_run" integer NOT NULL,
	"streak_lost_on" date,
	"current_realm_id" integer NOT NULL,
	"current_quest_id" text,
	"on_quest_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "insight_creator_days" (
	"user_id" text PRIMARY KEY NOT NULL,
	"signup_day" date NOT NULL,
	"active_days" date[] NOT NULL,
	"checkin_days" date[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_day_count" (
	"day" date NOT NULL,
	"signup_day" date NOT NULL,
	"active_creators" integer NOT NULL,
	"checkins" integer NOT NULL,
	CONSTRAINT "insight_day_count_day_signup_day_pk" PRIMARY KEY("day","signup_day")
);
--> statement-breakpoint
CREATE TABLE "insight_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tasks_signature" text DEFAULT '' NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone,
	CONSTRAINT "insight_rollup_state_single_row" CHECK ("insight_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "insight_stale_creator" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "insight_task_done" (
	"user_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"realm_id" integer NOT NULL,
	"signed_up_at" timestamp with time zone NOT NULL,
	"days_to_complete" double precision NOT NULL,
	CONSTRAINT "insight_task_done_user_id_quest_id_pk" PRIMARY KEY("user_id","quest_id")
);
--> statement-breakpoint
CREATE TABLE "insight_week_count" (
	"signup_day" date NOT NULL,
	"week_index" integer NOT NULL,
	"active_creators" integer NOT NULL,
	CONSTRAINT "insight_week_count_signup_day_week_index_pk" PRIMARY KEY("signup_day","week_index")
);
--> statement-breakpoint
CREATE TABLE "nudge_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"message" text NOT NULL,
	"suggested_for" text DEFAULT 'any' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nudge_template_seed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nudge_template_seed_single_row" CHECK ("nudge_template_seed"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "insight_creator_signed_up_idx" ON "insight_creator" USING btree ("signed_up_at");--> statement-breakpoint
CREATE INDEX "insight_creator_on_quest_idx" ON "insight_creator" USING btree ("current_quest_id","last_active_at");--> statement-breakpoint
CREATE INDEX "insight_creator_stuck_idx" ON "insight_creator" USING btree ("on_quest_since");--> statement-breakpoint
CREATE INDEX "insight_creator_streak_idx" ON "insight_creator" USING btree ("streak_lost_on") WHERE "insight_creator"."streak_run" >= 7;--> statement-breakpoint
CREATE INDEX "insight_task_done_signed_up_idx" ON "insight_task_done" USING btree ("signed_up_at");--> statement-breakpoint
CREATE INDEX "buddy_note_pair_updated_idx" ON "buddy_note" USING btree ("pair_id","updated_at");--> statement-breakpoint
-- Decision 029: every change to a creator's journey marks them stale in the writer's own
-- transaction, so no write path can forget it; the insights rollup works their facts out again.
-- Row triggers with static SQL: the cheapest for the app's one-row writes.
CREATE FUNCTION "insight_mark_creator"(creator_id text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_stale_creator (user_id) VALUES (creator_id)
  ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL
$$;
--> statement-breakpoint
CREATE FUNCTION "insight_mark_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.user_id IS NOT NULL THEN
    PERFORM insight_mark_creator(NEW.user_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    IF OLD.user_id IS NOT NULL THEN PERFORM insight_mark_creator(OLD.user_id); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insight_mark_by_author_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM insight_mark_creator(NEW.author_id); END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.author_id IS DISTINCT FROM NEW.author_id) THEN
    PERFORM insight_mark_creator(OLD.author_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insight_mark_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM insight_mark_creator(OLD.id); ELSE PERFORM insight_mark_creator(NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_insight_insert_delete" AFTER INSERT OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION insight_mark_account();--> statement-breakpoint
CREATE TRIGGER "user_insight_update" AFTER UPDATE ON "user" FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION insight_mark_account();--> statement-breakpoint
CREATE TRIGGER "daily_checkin_insight" AFTER INSERT OR UPDATE OR DELETE ON "daily_checkin" FOR EACH ROW EXECUTE FUNCTION insight_mark_by_user_id();--> statement-breakpoint
CREATE TRIGGER "quest_answer_insight" AFTER INSERT OR UPDATE OR DELETE ON "quest_answer" FOR EACH ROW EXECUTE FUNCTION insight_mark_by_user_id();--> statement-breakpoint
CREATE TRIGGER "realm_completion_insight" AFTER INSERT OR UPDATE OR DELETE ON "realm_completion" FOR EACH ROW EXECUTE FUNCTION insight_mark_by_user_id();--> statement-breakpoint
CREATE TRIGGER "reward_claim_insight" AFTER INSERT OR UPDATE OR DELETE ON "reward_claim" FOR EACH ROW EXECUTE FUNCTION insight_mark_by_user_id();--> statement-breakpoint
CREATE TRIGGER "buddy_note_insight" AFTER INSERT OR UPDATE OR DELETE ON "buddy_note" FOR EACH ROW EXECUTE FUNCTION insight_mark_by_author_id();--> statement-breakpoint
-- Everyone already here is counted by the first passes after the upgrade.
INSERT INTO "insight_stale_creator" ("user_id") SELECT "id" FROM "user";