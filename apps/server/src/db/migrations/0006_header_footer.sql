-- A document's header and footer, stored whole (modules/layout); null until first configured,
-- which reads as the defaults.
ALTER TABLE "documents" ADD COLUMN "header_footer" jsonb;
