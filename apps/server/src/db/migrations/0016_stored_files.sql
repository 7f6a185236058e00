-- Files kept in PostgreSQL (issue 28, lib/storage/database-storage.ts): the default storage when
-- DATABASE_URL is set without S3_BUCKET, so that every instance on the database sees every file.
-- The bytes are cut into chunks of at most 1 MiB, written and read one at a time.
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "stored_file_chunks_pkey" PRIMARY KEY("key","seq"),
	CONSTRAINT "stored_file_chunks_key_stored_files_key_fk" FOREIGN KEY ("key") REFERENCES "stored_files"("key") ON DELETE cascade
);
