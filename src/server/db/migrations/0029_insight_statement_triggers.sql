-- The journey tables mark their creators stale once a statement, not once a row (issue 34): a
-- statement inserting a creator's history, or an account's deletion cascading through its 119
-- check-ins, upserted the same stale row once per row. Seeding 10,000 creators took four
-- times as long as before the triggers. Transition tables hand the statement's rows over at
-- once; one upsert marks each creator among them once. (A trigger with transition tables fires
-- on one event, so each table has three; static SQL, one function a column name, keeps each
-- plan cached for the app's one-row writes.) The account's own update trigger stays a row
-- trigger: its WHEN skips the function for every update that changes nothing counted.
CREATE FUNCTION "insight_mark_rows_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO insight_stale_creator (user_id) SELECT DISTINCT user_id FROM new_rows WHERE user_id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO insight_stale_creator (user_id) SELECT DISTINCT user_id FROM old_rows WHERE user_id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL;
  ELSE
    INSERT INTO insight_stale_creator (user_id)
    SELECT user_id FROM new_rows WHERE user_id IS NOT NULL UNION SELECT user_id FROM old_rows WHERE user_id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insight_mark_rows_by_author_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO insight_stale_creator (user_id) SELECT DISTINCT author_id FROM new_rows WHERE author_id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO insight_stale_creator (user_id) SELECT DISTINCT author_id FROM old_rows WHERE author_id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL;
  ELSE
    INSERT INTO insight_stale_creator (user_id)
    SELECT author_id FROM new_rows WHERE author_id IS NOT NULL UNION SELECT author_id FROM old_rows WHERE author_id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "insight_mark_rows_by_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO insight_stale_creator (user_id) SELECT DISTINCT id FROM new_rows WHERE id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO insight_stale_creator (user_id) SELECT DISTINCT id FROM old_rows WHERE id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL;
  ELSE
    INSERT INTO insight_stale_creator (user_id)
    SELECT id FROM new_rows WHERE id IS NOT NULL UNION SELECT id FROM old_rows WHERE id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET version = insight_stale_creator.version + 1, claimed_until = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "daily_checkin_insight" ON "daily_checkin";--> statement-breakpoint
DROP TRIGGER "quest_answer_insight" ON "quest_answer";--> statement-breakpoint
DROP TRIGGER "realm_completion_insight" ON "realm_completion";--> statement-breakpoint
DROP TRIGGER "reward_claim_insight" ON "reward_claim";--> statement-breakpoint
DROP TRIGGER "buddy_note_insight" ON "buddy_note";--> statement-breakpoint
DROP TRIGGER "cohort_member_insight" ON "cohort_member";--> statement-breakpoint
DROP TRIGGER "user_insight_insert_delete" ON "user";--> statement-breakpoint
CREATE TRIGGER "daily_checkin_insight_insert" AFTER INSERT ON "daily_checkin" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "daily_checkin_insight_update" AFTER UPDATE ON "daily_checkin" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "daily_checkin_insight_delete" AFTER DELETE ON "daily_checkin" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "quest_answer_insight_insert" AFTER INSERT ON "quest_answer" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "quest_answer_insight_update" AFTER UPDATE ON "quest_answer" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "quest_answer_insight_delete" AFTER DELETE ON "quest_answer" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "realm_completion_insight_insert" AFTER INSERT ON "realm_completion" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "realm_completion_insight_update" AFTER UPDATE ON "realm_completion" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "realm_completion_insight_delete" AFTER DELETE ON "realm_completion" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "reward_claim_insight_insert" AFTER INSERT ON "reward_claim" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "reward_claim_insight_update" AFTER UPDATE ON "reward_claim" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "reward_claim_insight_delete" AFTER DELETE ON "reward_claim" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "buddy_note_insight_insert" AFTER INSERT ON "buddy_note" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_author_id();--> statement-breakpoint
CREATE TRIGGER "buddy_note_insight_update" AFTER UPDATE ON "buddy_note" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_author_id();--> statement-breakpoint
CREATE TRIGGER "buddy_note_insight_delete" AFTER DELETE ON "buddy_note" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_author_id();--> statement-breakpoint
CREATE TRIGGER "cohort_member_insight_insert" AFTER INSERT ON "cohort_member" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "cohort_member_insight_update" AFTER UPDATE ON "cohort_member" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "cohort_member_insight_delete" AFTER DELETE ON "cohort_member" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_user_id();--> statement-breakpoint
CREATE TRIGGER "user_insight_insert" AFTER INSERT ON "user" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_id();--> statement-breakpoint
CREATE TRIGGER "user_insight_delete" AFTER DELETE ON "user" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION insight_mark_rows_by_id();--> statement-breakpoint
DROP FUNCTION "insight_mark_by_user_id"();--> statement-breakpoint
DROP FUNCTION "insight_mark_by_author_id"();
