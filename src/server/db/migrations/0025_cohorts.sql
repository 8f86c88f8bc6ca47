CREATE TABLE "cohort" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"starts_time_zone" text NOT NULL,
	"capacity" integer,
	"pace" text DEFAULT 'self' NOT NULL,
	"realm_weeks" integer[] NOT NULL,
	"closes_at_start" boolean DEFAULT false NOT NULL,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_join_code_unique" UNIQUE("join_code"),
	CONSTRAINT "cohort_capacity_positive" CHECK ("cohort"."capacity" is null or "cohort"."capacity" > 0),
	CONSTRAINT "cohort_pace_known" CHECK ("cohort"."pace" in ('self', 'paced'))
);
--> statement-breakpoint
CREATE TABLE "cohort_member" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cohort_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohort_opening_sent" (
	"cohort_id" integer NOT NULL,
	"realm_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_opening_sent_cohort_id_realm_id_pk" PRIMARY KEY("cohort_id","realm_id")
);
--> statement-breakpoint
ALTER TABLE "cohort_member" ADD CONSTRAINT "cohort_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_member" ADD CONSTRAINT "cohort_member_cohort_id_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohort"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_opening_sent" ADD CONSTRAINT "cohort_opening_sent_cohort_id_cohort_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohort"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_member_cohort_idx" ON "cohort_member" USING btree ("cohort_id");