-- Browser uploads straight to S3: a pending row when the upload URL is issued, confirmed (size,
-- detected type, the object's ETag) on first read; the sweep finds old pending rows by created_at.
ALTER TABLE "assets" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "etag" text;--> statement-breakpoint
CREATE INDEX "assets_pending_idx" ON "assets" USING btree ("created_at") WHERE "assets"."pending";
