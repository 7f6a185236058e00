-- Issue 28 point 1: when the user last made a request of their own in this session. The background
-- session check and the background refresh do not move it; a refresh after SESSION_IDLE_TIMEOUT_MS
-- without one is refused. Rows issued before this migration count from their last use.
ALTER TABLE "refresh_tokens" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refresh_tokens" SET "last_activity_at" = "last_used_at";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "last_activity_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "last_activity_at" SET NOT NULL;--> statement-breakpoint
-- Issue 28 point 3: a changed e-mail address takes effect only once a link mailed to it is opened.
CREATE TABLE "email_change_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_tokens_hash_key" ON "email_change_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_change_tokens_user_idx" ON "email_change_tokens" USING btree ("user_id");
