ALTER TABLE "user" ADD COLUMN "email_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "email_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "resource" ADD CONSTRAINT "resource_file_key_unique" UNIQUE("file_key");--> statement-breakpoint
-- Existing accounts have had their address since they were made.
UPDATE "user" SET "email_since" = "created_at";--> statement-breakpoint
-- TRUNCATE removes rows without firing row triggers: refused like DELETE.
CREATE FUNCTION "audit_event_refuse_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_event is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_event_no_truncate" BEFORE TRUNCATE ON "audit_event"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_event_refuse_truncate"();--> statement-breakpoint
-- One change is let through: when a staff member's account is deleted, their address in the
-- rows they wrote becomes a pseudonym, in the transaction that names them (decision 014).
CREATE OR REPLACE FUNCTION "audit_event_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.actor_id = current_setting('emberpath.pseudonymising_actor', true)
    AND NEW.actor_email LIKE 'former-staff-%'
    AND NEW.id = OLD.id AND NEW.actor_id = OLD.actor_id AND NEW.action = OLD.action
    AND NEW.target_type = OLD.target_type AND NEW.target_id = OLD.target_id
    AND NEW.created_at = OLD.created_at
    AND NEW.before IS NOT DISTINCT FROM OLD.before AND NEW.after IS NOT DISTINCT FROM OLD.after
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_event is append-only';
END
$$;
