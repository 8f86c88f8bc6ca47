CREATE TABLE "nudge_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"sent_by" text NOT NULL,
	"template_id" integer,
	"template_label" text,
	"list_kind" text NOT NULL,
	"holdout_percent" integer NOT NULL,
	"standing_nudge_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nudge_batch_member" (
	"batch_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"is_held_back" boolean NOT NULL,
	"picked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nudge_batch_member_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "standing_nudge" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" jsonb NOT NULL,
	"message" text NOT NULL,
	"template_id" integer,
	"template_label" text,
	"holdout_percent" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_ran_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "nudge_batch_member" ADD CONSTRAINT "nudge_batch_member_batch_id_nudge_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."nudge_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudge_batch_member" ADD CONSTRAINT "nudge_batch_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nudge_batch_created_idx" ON "nudge_batch" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "nudge_batch_member_user_idx" ON "nudge_batch_member" USING btree ("user_id","picked_at");