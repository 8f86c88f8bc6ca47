CREATE TABLE "sign_in_failure" (
	"address_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"paused_until" timestamp with time zone,
	"lock_notice_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sign_in_failure_last_failure_idx" ON "sign_in_failure" USING btree ("last_failure_at");