-- A version's content is stored as a body shared by every version of the organization that has
-- the same one (the content less its value parts: in practice the HTML), keyed by the SHA-256 of
-- its jsonb text, and the version's own small value parts. Existing rows move over in this
-- migration's transaction, checked to rebuild their content exactly before the column goes.
CREATE TABLE "document_version_bodies" (
	"org_id" uuid NOT NULL,
	"sha256" "bytea" NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_version_bodies_org_id_sha256_pk" PRIMARY KEY("org_id","sha256")
);
--> statement-breakpoint
ALTER TABLE "document_version_bodies" ADD CONSTRAINT "document_version_bodies_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "body_sha256" "bytea";--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "value_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "document_versions" SET
	"value_parts" = coalesce(
		(SELECT jsonb_object_agg(part.key, part.value) FROM jsonb_each("content") AS part
			WHERE part.key IN ('merge_field_values', 'placeholders', 'metadata')),
		'{}'::jsonb),
	"body_sha256" = sha256(convert_to(("content" - ARRAY['merge_field_values', 'placeholders', 'metadata'])::text, 'UTF8'));--> statement-breakpoint
INSERT INTO "document_version_bodies" ("org_id", "sha256", "body")
	SELECT DISTINCT ON ("org_id", "body_sha256") "org_id", "body_sha256",
		"content" - ARRAY['merge_field_values', 'placeholders', 'metadata']
	FROM "document_versions"
	ORDER BY "org_id", "body_sha256", "created_at";--> statement-breakpoint
DO $$
DECLARE
	lost bigint;
BEGIN
	SELECT count(*) INTO lost
	FROM "document_versions" v
	LEFT JOIN "document_version_bodies" b ON b."org_id" = v."org_id" AND b."sha256" = v."body_sha256"
	WHERE b."body" IS NULL OR b."body" || v."value_parts" IS DISTINCT FROM v."content";
	IF lost > 0 THEN
		RAISE EXCEPTION 'version bodies: % version contents would not be rebuilt exactly', lost;
	END IF;
END $$;--> statement-breakpoint
ALTER TABLE "document_versions" ALTER COLUMN "body_sha256" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_body_fk" FOREIGN KEY ("org_id","body_sha256") REFERENCES "public"."document_version_bodies"("org_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_versions_body_idx" ON "document_versions" USING btree ("org_id","body_sha256");--> statement-breakpoint
ALTER TABLE "document_versions" DROP COLUMN "content";
