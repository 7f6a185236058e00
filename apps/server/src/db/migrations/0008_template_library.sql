-- The template library: a template is a document with is_template, and its library fields live in
-- at most one templates row per document. The row's own name goes (the document's name is the
-- template's); rows without a document, repeats for one document (the newest kept) and links to
-- assets that are gone are cleared first, so that the constraints below hold.
DELETE FROM "templates" WHERE "document_id" IS NULL;--> statement-breakpoint
DELETE FROM "templates" AS "older" USING "templates" AS "newer" WHERE "older"."document_id" = "newer"."document_id" AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
UPDATE "templates" SET "source_asset_id" = NULL WHERE "source_asset_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "assets" WHERE "assets"."id" = "templates"."source_asset_id");--> statement-breakpoint
DROP INDEX "templates_org_idx";--> statement-breakpoint
ALTER TABLE "templates" ALTER COLUMN "document_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_source_asset_id_assets_id_fk" FOREIGN KEY ("source_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "templates_org_document_key" ON "templates" USING btree ("org_id","document_id");--> statement-breakpoint
ALTER TABLE "templates" DROP COLUMN "name";
