CREATE TYPE "public"."audit_category" AS ENUM('LOGIN', 'CAMPAIGN', 'UCCAMPAIGN', 'USER', 'LENDER', 'LOAN_LEADS', 'EMBEDDER');--> statement-breakpoint
CREATE TYPE "public"."credit_bureau" AS ENUM('EXPERIAN', 'TRANSUNION');--> statement-breakpoint
CREATE TYPE "public"."insurance_coverage" AS ENUM('NCUA', 'ASI', 'FDIC', 'NO_COVERAGE');--> statement-breakpoint
CREATE TYPE "public"."lender_type" AS ENUM('CREDIT_UNION', 'BANK', 'NBFI');--> statement-breakpoint
CREATE TYPE "public"."console_realm" AS ENUM('super', 'fi', 'embedder');--> statement-breakpoint
CREATE TYPE "public"."console_user_status" AS ENUM('ACTIVE', 'INACTIVE', 'LOCKED');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" "audit_category" NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_realm" text,
	"entity_type" text,
	"entity_id" text,
	"entity_name" text,
	"tenant_id" uuid,
	"old_value" jsonb,
	"new_value" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"access_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"workflow_state" text[] DEFAULT '{}'::text[] NOT NULL,
	"pending_redemption_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumers_access_code_unique" UNIQUE("access_code")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"custom_domain" text,
	"logo_url" text,
	"theme_css" text,
	"exit_redirect_url" text,
	"exit_button_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "financial_institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" "lender_type" NOT NULL,
	"insurance_coverage" "insurance_coverage" NOT NULL,
	"credit_bureau" "credit_bureau" DEFAULT 'TRANSUNION' NOT NULL,
	"website_url" text,
	"ein_number" text,
	"phone" text,
	"primary_color" text,
	"logo_url" text,
	"auto_enroll" boolean DEFAULT false NOT NULL,
	"local_priority" boolean DEFAULT false NOT NULL,
	"national_presence" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_institutions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "console_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"realm" "console_realm" NOT NULL,
	"tenant_id" uuid,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"first_name" text,
	"last_name" text,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "console_user_status" DEFAULT 'ACTIVE' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"totp_secret" text,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_users_realm_tenant_username" UNIQUE NULLS NOT DISTINCT("realm","tenant_id","username")
);
--> statement-breakpoint
CREATE TABLE "remember_me_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remember_me_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "remember_me_tokens" ADD CONSTRAINT "remember_me_tokens_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_tenant" ON "audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "console_users_tenant" ON "console_users" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "remember_me_tokens_user" ON "remember_me_tokens" USING btree ("user_id");