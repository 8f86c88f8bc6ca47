CREATE TABLE "answer_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"version" integer NOT NULL,
	"reviewer_id" text,
	"status" text NOT NULL,
	"verdict" text,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "answer_review_feedback_length" CHECK (char_length("answer_review"."feedback") <= 2000),
	CONSTRAINT "answer_review_sent_whole" CHECK ("answer_review"."status" = 'draft' or ("answer_review"."verdict" is not null and "answer_review"."sent_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "answer_version" (
	"user_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"version" integer NOT NULL,
	"content" text,
	"prompt" text,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" bigint,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "answer_version_user_id_quest_id_version_pk" PRIMARY KEY("user_id","quest_id","version")
);
--> statement-breakpoint
CREATE TABLE "review_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"realm_id" integer NOT NULL,
	"version" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"creator_joined_at" timestamp with time zone NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "review_request_one_per_version" UNIQUE("user_id","quest_id","version")
);
--> statement-breakpoint
ALTER TABLE "quest_answer" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "curriculum_quest" ADD COLUMN "asks_feedback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "curriculum_quest" ADD COLUMN "feedback_criteria" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_review" ADD CONSTRAINT "answer_review_request_id_review_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_review" ADD CONSTRAINT "answer_review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_review" ADD CONSTRAINT "answer_review_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_version" ADD CONSTRAINT "answer_version_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request" ADD CONSTRAINT "review_request_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request" ADD CONSTRAINT "review_request_claimed_by_user_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_review_one_sent" ON "answer_review" USING btree ("request_id") WHERE "answer_review"."status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "answer_review_one_draft" ON "answer_review" USING btree ("request_id","reviewer_id") WHERE "answer_review"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "answer_review_creator_idx" ON "answer_review" USING btree ("user_id","quest_id");--> statement-breakpoint
CREATE INDEX "review_request_waiting_idx" ON "review_request" USING btree ("submitted_at","id") WHERE "review_request"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "review_request_creator_idx" ON "review_request" USING btree ("user_id","quest_id");--> statement-breakpoint
-- Final tasks ask for feedback by default (issue 31): those written before this, too.
UPDATE "curriculum_quest" SET "asks_feedback" = true WHERE "is_final";
