-- Substring search of contacts and entities (merge-field sources) uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "entity_contacts" (
	"org_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"role" text,
	CONSTRAINT "entity_contacts_entity_id_contact_id_pk" PRIMARY KEY("entity_id","contact_id")
);
--> statement-breakpoint
ALTER TABLE "entity_contacts" ADD CONSTRAINT "entity_contacts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_contacts" ADD CONSTRAINT "entity_contacts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_contacts" ADD CONSTRAINT "entity_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entity_contacts_contact_idx" ON "entity_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contacts_org_full_name_idx" ON "contacts" USING btree ("org_id","full_name");--> statement-breakpoint
CREATE INDEX "contacts_full_name_trgm_idx" ON "contacts" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entities_org_name_idx" ON "entities" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "entities_name_trgm_idx" ON "entities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entities_legal_name_trgm_idx" ON "entities" USING gin (lower("legal_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entities_ein_digits_trgm_idx" ON "entities" USING gin (replace("ein", '-', '') gin_trgm_ops);