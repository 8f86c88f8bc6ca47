ALTER TABLE "insight_task_done" ADD COLUMN "cohort_id" integer;--> statement-breakpoint
-- Each completed task under the cohort its creator is in now, as migration 0028 did for their
-- days. One moved since their last count is stale already (migration 0027's trigger); the next
-- pass writes their rows again, under the cohort they are in then.
UPDATE "insight_task_done" t SET "cohort_id" = m."cohort_id" FROM "cohort_member" m WHERE m."user_id" = t."user_id";--> statement-breakpoint
CREATE INDEX "insight_task_done_cohort_idx" ON "insight_task_done" USING btree ("cohort_id","quest_id","days_to_complete") WHERE "insight_task_done"."cohort_id" is not null;
