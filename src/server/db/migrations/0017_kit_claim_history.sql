CREATE TABLE "reward_claim_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"zip_code" text,
	"special_instructions" text,
	"claimed_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_claim_history" ADD CONSTRAINT "reward_claim_history_claim_id_reward_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."reward_claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claim_history" ADD CONSTRAINT "reward_claim_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_claim_history_claim_idx" ON "reward_claim_history" USING btree ("claim_id","replaced_at");