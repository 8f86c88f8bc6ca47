CREATE TYPE "public"."answer_share_reaction_kind" AS ENUM('spark', 'heart', 'clap', 'lightbulb');--> statement-breakpoint
CREATE TABLE "answer_share" (
	"id" serial PRIMARY KEY NOT NULL,
	"pair_id" integer NOT NULL,
	"owner_id" text NOT NULL,
	"buddy_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_share_one_per_pair" UNIQUE("pair_id","owner_id","quest_id")
);
--> statement-breakpoint
CREATE TABLE "answer_share_reaction" (
	"share_id" integer PRIMARY KEY NOT NULL,
	"reactor_id" text NOT NULL,
	"reaction" "answer_share_reaction_kind",
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_share_comment_length" CHECK (char_length("answer_share_reaction"."comment") <= 280)
);
--> statement-breakpoint
ALTER TABLE "answer_share" ADD CONSTRAINT "answer_share_pair_id_buddy_pair_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."buddy_pair"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_share" ADD CONSTRAINT "answer_share_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_share" ADD CONSTRAINT "answer_share_buddy_id_user_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_share_reaction" ADD CONSTRAINT "answer_share_reaction_share_id_answer_share_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."answer_share"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_share_reaction" ADD CONSTRAINT "answer_share_reaction_reactor_id_user_id_fk" FOREIGN KEY ("reactor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_share_owner_idx" ON "answer_share" USING btree ("owner_id","quest_id");--> statement-breakpoint
CREATE INDEX "answer_share_buddy_idx" ON "answer_share" USING btree ("buddy_id");--> statement-breakpoint
CREATE INDEX "answer_share_reaction_reactor_idx" ON "answer_share_reaction" USING btree ("reactor_id");