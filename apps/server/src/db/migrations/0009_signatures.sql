-- Sending for signature (issue 14, docs/signing.md). The signature_requests and signature_recipients
-- of 0000 were placeholders that nothing ever wrote; they go, and the three tables of the built-in
-- signer take their place: the request with its frozen PDF, its recipients with each step they took,
-- and its audit trail. One partial unique index keeps one open request per document.
DROP TABLE "signature_recipients" CASCADE;--> statement-breakpoint
DROP TABLE "signature_requests" CASCADE;--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"recipient_id" uuid,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"detail" text,
	CONSTRAINT "signature_events_type_check" CHECK ("signature_events"."type" in ('sent', 'emailed', 'opened', 'viewed', 'consented', 'code_verified', 'signed', 'declined', 'reminded', 'voided', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "signature_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"sort_order" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"emailed_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"consented_at" timestamp with time zone,
	"consent_version" text,
	"access_code_hash" text,
	"code_verified_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signature_kind" text,
	"signature_text" text,
	"signature_image" "bytea",
	"sign_ip" text,
	"sign_user_agent" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"last_reminded_at" timestamp with time zone,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "signature_recipients_role_check" CHECK ("signature_recipients"."role" in ('signer', 'cc')),
	CONSTRAINT "signature_recipients_status_check" CHECK ("signature_recipients"."status" in ('pending', 'sent', 'viewed', 'signed', 'declined')),
	CONSTRAINT "signature_recipients_kind_check" CHECK ("signature_recipients"."signature_kind" in ('typed', 'drawn'))
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"message" text,
	"sequential" boolean DEFAULT false NOT NULL,
	"access_code" boolean DEFAULT false NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"frozen_pdf_key" text NOT NULL,
	"document_sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"signature_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_pdf_key" text,
	"signed_pdf_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_status_check" CHECK ("signature_requests"."status" in ('sent', 'partially_signed', 'completed', 'declined', 'voided', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_recipient_id_signature_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."signature_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD CONSTRAINT "signature_recipients_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD CONSTRAINT "signature_recipients_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_events_request_idx" ON "signature_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "signature_recipients_request_idx" ON "signature_recipients" USING btree ("request_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_recipients_token_key" ON "signature_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_recipients_request_email_key" ON "signature_recipients" USING btree ("request_id",lower("email"));--> statement-breakpoint
CREATE INDEX "signature_requests_document_idx" ON "signature_requests" USING btree ("document_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_open_key" ON "signature_requests" USING btree ("document_id") WHERE "signature_requests"."status" in ('sent', 'partially_signed');--> statement-breakpoint
CREATE INDEX "signature_requests_open_expiry_idx" ON "signature_requests" USING btree ("expires_at") WHERE "signature_requests"."status" in ('sent', 'partially_signed');
