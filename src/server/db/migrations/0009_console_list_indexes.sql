DROP INDEX "user_joined_idx";--> statement-breakpoint
DROP INDEX "outbox_email_status_newest_idx";--> statement-breakpoint
DROP INDEX "reward_claim_newest_idx";--> statement-breakpoint
DROP INDEX "reward_claim_status_newest_idx";--> statement-breakpoint
DROP INDEX "audit_event_newest_idx";--> statement-breakpoint
CREATE INDEX "user_joined_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_email_status_newest_idx" ON "outbox_email" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "reward_claim_newest_idx" ON "reward_claim" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reward_claim_status_newest_idx" ON "reward_claim" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_event_newest_idx" ON "audit_event" USING btree ("created_at","id");