CREATE TABLE "chatbot_feedback" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"chat_session_id" text NOT NULL,
	"realm" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"article_ids" jsonb NOT NULL,
	"rating" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_feedback_rating" CHECK ("chatbot_feedback"."rating" in ('up', 'down'))
);
--> statement-breakpoint
CREATE TABLE "help_chat_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_session_id" text NOT NULL,
	"realm" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"article_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbot_feedback" ADD CONSTRAINT "chatbot_feedback_answer_id_help_chat_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."help_chat_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_feedback" ADD CONSTRAINT "chatbot_feedback_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_chat_answers" ADD CONSTRAINT "help_chat_answers_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chatbot_feedback_tenant" ON "chatbot_feedback" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "help_chat_answers_session" ON "help_chat_answers" USING btree ("chat_session_id");