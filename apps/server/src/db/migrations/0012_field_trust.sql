CREATE TABLE "field_value_sources" (
	"org_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"field_id" text NOT NULL,
	"source" text NOT NULL,
	"record_type" text,
	"record_id" uuid,
	"record_field" text,
	"record_updated_at" timestamp with time zone,
	"record_value" text,
	"template_id" uuid,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	CONSTRAINT "field_value_sources_document_id_field_id_pk" PRIMARY KEY("document_id","field_id")
);
--> statement-breakpoint
ALTER TABLE "smart_fields" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "field_value_sources" ADD CONSTRAINT "field_value_sources_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_value_sources" ADD CONSTRAINT "field_value_sources_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_value_sources" ADD CONSTRAINT "field_value_sources_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_value_sources_record_idx" ON "field_value_sources" USING btree ("org_id","record_type","record_id");--> statement-breakpoint
CREATE INDEX "field_value_sources_stale_idx" ON "field_value_sources" USING btree ("document_id") WHERE "field_value_sources"."stale";