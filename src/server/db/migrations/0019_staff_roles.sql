ALTER TABLE "user" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Everyone who was staff before roles existed could do everything: they become admins.
UPDATE "user" SET "staff_roles" = '{admin}'::text[] WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_staff_roles_match_role" CHECK (("user"."role" = 'staff') = (cardinality("user"."staff_roles") > 0) and "user"."staff_roles" <@ array['admin', 'editor', 'coach', 'fulfilment']::text[]);