CREATE TYPE "public"."reward_status" AS ENUM('pending', 'shipped');--> statement-breakpoint
CREATE TABLE "daily_checkin" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"local_date" date NOT NULL,
	"prompt" text NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_checkin_one_per_day" UNIQUE("user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "quest_answer" (
	"user_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"realm_id" integer NOT NULL,
	"content" text,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "quest_answer_user_id_quest_id_pk" PRIMARY KEY("user_id","quest_id")
);
--> statement-breakpoint
CREATE TABLE "realm_completion" (
	"user_id" text NOT NULL,
	"realm_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realm_completion_user_id_realm_id_pk" PRIMARY KEY("user_id","realm_id")
);
--> statement-breakpoint
CREATE TABLE "reward_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"realm_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"zip_code" text,
	"special_instructions" text,
	"status" "reward_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "reward_claim_one_per_realm" UNIQUE("user_id","realm_id")
);
--> statement-breakpoint
CREATE TABLE "user_invite_privileges" (
	"user_id" text PRIMARY KEY NOT NULL,
	"realm_2_completed_at" timestamp with time zone,
	"invites_used_after_realm_2" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_checkin" ADD CONSTRAINT "daily_checkin_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_answer" ADD CONSTRAINT "quest_answer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realm_completion" ADD CONSTRAINT "realm_completion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claim" ADD CONSTRAINT "reward_claim_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invite_privileges" ADD CONSTRAINT "user_invite_privileges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_claim_status_idx" ON "reward_claim" USING btree ("status");