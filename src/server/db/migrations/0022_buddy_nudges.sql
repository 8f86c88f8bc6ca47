CREATE TABLE "buddy_nudge" (
	"id" serial PRIMARY KEY NOT NULL,
	"pair_id" integer NOT NULL,
	"sender_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buddy_nudge_one_per_day" UNIQUE("pair_id","sender_id","sent_on")
);
--> statement-breakpoint
ALTER TABLE "buddy_nudge" ADD CONSTRAINT "buddy_nudge_pair_id_buddy_pair_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."buddy_pair"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_nudge" ADD CONSTRAINT "buddy_nudge_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_nudge" ADD CONSTRAINT "buddy_nudge_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buddy_nudge_sender_idx" ON "buddy_nudge" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "buddy_nudge_recipient_idx" ON "buddy_nudge" USING btree ("recipient_id");