CREATE TYPE "public"."resource_type" AS ENUM('download', 'audio', 'video');--> statement-breakpoint
CREATE TABLE "library_default_seed" (
	"key" text PRIMARY KEY NOT NULL,
	"resource_id" uuid,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_unlock" (
	"user_id" text NOT NULL,
	"realm_id" integer NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "library_unlock_user_id_realm_id_pk" PRIMARY KEY("user_id","realm_id")
);
--> statement-breakpoint
CREATE TABLE "resource" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" "resource_type" DEFAULT 'download' NOT NULL,
	"realm_id" integer NOT NULL,
	"icon_name" text DEFAULT 'FileText' NOT NULL,
	"quest_id" text,
	"file_key" text,
	"file_name" text,
	"file_size" bigint,
	"content_type" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_realm_id_range" CHECK ("resource"."realm_id" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "library_unlock" ADD CONSTRAINT "library_unlock_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource" ADD CONSTRAINT "resource_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_realm_active_idx" ON "resource" USING btree ("realm_id","is_active");