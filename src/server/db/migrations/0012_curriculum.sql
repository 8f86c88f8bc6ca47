CREATE TYPE "public"."quest_type" AS ENUM('journal', 'worksheet', 'brainstorm', 'reflection');--> statement-breakpoint
CREATE TYPE "public"."realm_state" AS ENUM('draft', 'scheduled', 'live');--> statement-breakpoint
CREATE TABLE "curriculum_checkin_prompt" (
	"weekday" integer PRIMARY KEY NOT NULL,
	"prompt" text NOT NULL,
	CONSTRAINT "curriculum_checkin_prompt_weekday" CHECK ("curriculum_checkin_prompt"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "curriculum_insight" (
	"position" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_quest" (
	"id" text PRIMARY KEY NOT NULL,
	"realm_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"type" "quest_type" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"prompt" text NOT NULL,
	"affirmation" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_realm" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kit_name" text NOT NULL,
	"kit_description" text NOT NULL,
	"state" realm_state DEFAULT 'draft' NOT NULL,
	"opens_at" timestamp with time zone,
	"opens_time_zone" text,
	"published_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curriculum_realm_scheduled_has_time" CHECK ("curriculum_realm"."state" <> 'scheduled' or "curriculum_realm"."opens_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "curriculum_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "curriculum_version_single_row" CHECK ("curriculum_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "resource" DROP CONSTRAINT "resource_realm_id_range";--> statement-breakpoint
ALTER TABLE "quest_answer" ADD COLUMN "prompt" text;--> statement-breakpoint
ALTER TABLE "curriculum_quest" ADD CONSTRAINT "curriculum_quest_realm_id_curriculum_realm_id_fk" FOREIGN KEY ("realm_id") REFERENCES "public"."curriculum_realm"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curriculum_quest_realm_idx" ON "curriculum_quest" USING btree ("realm_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_quest_one_final" ON "curriculum_quest" USING btree ("realm_id") WHERE "curriculum_quest"."is_final" and "curriculum_quest"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "resource" ADD CONSTRAINT "resource_realm_id_range" CHECK ("resource"."realm_id" between 1 and 10);