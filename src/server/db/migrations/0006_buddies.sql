CREATE TYPE "public"."buddy_pair_end_reason" AS ENUM('ended', 'graduated');--> statement-breakpoint
CREATE TYPE "public"."buddy_request_status" AS ENUM('waiting', 'accepted', 'declined', 'cancelled', 'blocked');--> statement-breakpoint
CREATE TABLE "buddy_block" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buddy_block_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "buddy_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"pair_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"week_start" date NOT NULL,
	"written_on" date NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buddy_note_one_per_week" UNIQUE("pair_id","author_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "buddy_pair" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_user_id" text NOT NULL,
	"second_user_id" text NOT NULL,
	"realm_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" "buddy_pair_end_reason",
	"ended_by" text,
	"note_nudged_week" date,
	CONSTRAINT "buddy_pair_ordered" CHECK ("buddy_pair"."first_user_id" < "buddy_pair"."second_user_id")
);
--> statement-breakpoint
CREATE TABLE "buddy_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" text NOT NULL,
	"recipient_id" text,
	"recipient_email" text,
	"status" "buddy_request_status" DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "buddy_setting" (
	"user_id" text PRIMARY KEY NOT NULL,
	"is_findable" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buddy_block" ADD CONSTRAINT "buddy_block_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_block" ADD CONSTRAINT "buddy_block_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_note" ADD CONSTRAINT "buddy_note_pair_id_buddy_pair_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."buddy_pair"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_note" ADD CONSTRAINT "buddy_note_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_pair" ADD CONSTRAINT "buddy_pair_first_user_id_user_id_fk" FOREIGN KEY ("first_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_pair" ADD CONSTRAINT "buddy_pair_second_user_id_user_id_fk" FOREIGN KEY ("second_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_pair" ADD CONSTRAINT "buddy_pair_ended_by_user_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_request" ADD CONSTRAINT "buddy_request_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_request" ADD CONSTRAINT "buddy_request_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_setting" ADD CONSTRAINT "buddy_setting_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buddy_block_blocked_idx" ON "buddy_block" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "buddy_note_pair_latest_idx" ON "buddy_note" USING btree ("pair_id","week_start" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_pair_one_active" ON "buddy_pair" USING btree ("first_user_id","second_user_id") WHERE "buddy_pair"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "buddy_pair_first_idx" ON "buddy_pair" USING btree ("first_user_id");--> statement-breakpoint
CREATE INDEX "buddy_pair_second_idx" ON "buddy_pair" USING btree ("second_user_id");--> statement-breakpoint
CREATE INDEX "buddy_pair_active_idx" ON "buddy_pair" USING btree ("created_at") WHERE "buddy_pair"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_request_one_open_by_email" ON "buddy_request" USING btree ("sender_id","recipient_email") WHERE "buddy_request"."status" in ('waiting', 'blocked') and "buddy_request"."recipient_email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_request_one_open_by_find" ON "buddy_request" USING btree ("sender_id","recipient_id") WHERE "buddy_request"."status" in ('waiting', 'blocked') and "buddy_request"."recipient_email" is null;--> statement-breakpoint
CREATE INDEX "buddy_request_recipient_idx" ON "buddy_request" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "buddy_request_sender_idx" ON "buddy_request" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "buddy_setting_findable_idx" ON "buddy_setting" USING btree ("user_id") WHERE "buddy_setting"."is_findable";