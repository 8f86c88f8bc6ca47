ALTER TYPE "public"."buddy_request_status" ADD VALUE 'lapsed';--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "subject_key" text;--> statement-breakpoint
CREATE INDEX "notification_subject_idx" ON "notification" USING btree ("subject_key") WHERE "notification"."subject_key" is not null;