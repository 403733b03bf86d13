ALTER TABLE "mail_outbox" ADD COLUMN "from_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "raw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "console_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at" ON "mail_outbox" USING btree ("created_at");