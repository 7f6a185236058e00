CREATE TABLE "saml_assertions_seen" (
	"org_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_assertions_seen_org_id_assertion_id_pk" PRIMARY KEY("org_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "sso_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text,
	"nonce" text,
	"test" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_configs" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"default_role" "role" DEFAULT 'viewer' NOT NULL,
	"enforce" boolean DEFAULT false NOT NULL,
	"issuer" text,
	"client_id" text,
	"client_secret_encrypted" text,
	"idp_entity_id" text,
	"idp_sso_url" text,
	"idp_certificate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_configs_protocol_check" CHECK ("sso_configs"."protocol" in ('oidc', 'saml'))
);
--> statement-breakpoint
CREATE TABLE "sso_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saml_assertions_seen" ADD CONSTRAINT "saml_assertions_seen_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_configs" ADD CONSTRAINT "sso_configs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_assertions_seen_expires_idx" ON "saml_assertions_seen" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_attempts_state_idx" ON "sso_attempts" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sso_attempts_expires_idx" ON "sso_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_domains_org_idx" ON "sso_domains" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "audit_log_org_id_idx" ON "audit_log" USING btree ("org_id","id");