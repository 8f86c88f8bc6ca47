ALTER TYPE "public"."reward_status" ADD VALUE 'packed' BEFORE 'shipped';--> statement-breakpoint
ALTER TYPE "public"."reward_status" ADD VALUE 'delivered';--> statement-breakpoint
ALTER TYPE "public"."reward_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "audit_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reward_claim_status_idx";--> statement-breakpoint
ALTER TABLE "reward_claim" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_claim" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_claim" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_claim" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "reward_claim" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "reward_claim" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "audit_event_newest_idx" ON "audit_event" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_event_target_idx" ON "audit_event" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "user_joined_idx" ON "user" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_name_idx" ON "user" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "user_name_search_idx" ON "user" USING btree (lower(name) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_email_search_idx" ON "user" USING btree (lower(email) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "outbox_email_status_newest_idx" ON "outbox_email" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reward_claim_newest_idx" ON "reward_claim" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reward_claim_status_newest_idx" ON "reward_claim" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reward_claim_name_search_idx" ON "reward_claim" USING btree (lower(name) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reward_claim_email_search_idx" ON "reward_claim" USING btree (lower(email) text_pattern_ops);--> statement-breakpoint
-- The audit trail is append-only: no row of it is ever changed or removed.
CREATE FUNCTION "audit_event_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_event is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_event_append_only" BEFORE UPDATE OR DELETE ON "audit_event"
  FOR EACH ROW EXECUTE FUNCTION "audit_event_refuse_change"();
