CREATE TABLE "insight_member_day_count" (
	"cohort_id" integer NOT NULL,
	"day" date NOT NULL,
	"signup_day" date NOT NULL,
	"active_creators" integer NOT NULL,
	"checkins" integer NOT NULL,
	CONSTRAINT "insight_member_day_count_cohort_id_day_signup_day_pk" PRIMARY KEY("cohort_id","day","signup_day")
);
--> statement-breakpoint
CREATE TABLE "insight_member_size" (
	"cohort_id" integer NOT NULL,
	"signup_day" date NOT NULL,
	"creators" integer NOT NULL,
	CONSTRAINT "insight_member_size_cohort_id_signup_day_pk" PRIMARY KEY("cohort_id","signup_day")
);
--> statement-breakpoint
CREATE TABLE "insight_member_week_count" (
	"cohort_id" integer NOT NULL,
	"signup_day" date NOT NULL,
	"week_index" integer NOT NULL,
	"active_creators" integer NOT NULL,
	CONSTRAINT "insight_member_week_count_cohort_id_signup_day_week_index_pk" PRIMARY KEY("cohort_id","signup_day","week_index")
);
--> statement-breakpoint
ALTER TABLE "insight_creator_days" ADD COLUMN "cohort_id" integer;--> statement-breakpoint
-- The member counts of every cohort from what the rollup holds of its creators now: each
-- creator's stored days, under the cohort they are in. One moved since their last count is
-- stale already (migration 0027's trigger); the next pass counts them again as anyone stale.
UPDATE "insight_creator_days" d SET "cohort_id" = m."cohort_id" FROM "cohort_member" m WHERE m."user_id" = d."user_id";--> statement-breakpoint
INSERT INTO "insight_member_size" ("cohort_id", "signup_day", "creators")
SELECT "cohort_id", "signup_day", count(*) FROM "insight_creator_days" WHERE "cohort_id" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "insight_member_day_count" ("cohort_id", "day", "signup_day", "active_creators", "checkins")
SELECT "cohort_id", "day", "signup_day", sum("active"), sum("checkin") FROM (
  SELECT d."cohort_id", a."day", d."signup_day", 1 AS "active", 0 AS "checkin"
  FROM "insight_creator_days" d CROSS JOIN unnest(d."active_days") AS a("day") WHERE d."cohort_id" IS NOT NULL
  UNION ALL
  SELECT d."cohort_id", c."day", d."signup_day", 0, 1
  FROM "insight_creator_days" d CROSS JOIN unnest(d."checkin_days") AS c("day") WHERE d."cohort_id" IS NOT NULL
) counted GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "insight_member_week_count" ("cohort_id", "signup_day", "week_index", "active_creators")
SELECT d."cohort_id", d."signup_day", w."week_index", count(*)
FROM "insight_creator_days" d
CROSS JOIN LATERAL (
  SELECT DISTINCT (a."day" - d."signup_day") / 7 AS "week_index" FROM unnest(d."active_days") AS a("day")
  WHERE a."day" >= d."signup_day"
) w
WHERE d."cohort_id" IS NOT NULL GROUP BY 1, 2, 3;
