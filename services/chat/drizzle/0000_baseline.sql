CREATE TABLE "chat"."messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"techpack_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_email" text NOT NULL,
	"sender" text NOT NULL,
	"message" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author" text,
	"pdf_url" text,
	"delivery_status" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"direct_requested_at" timestamp with time zone,
	CONSTRAINT "messages_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "chat"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_id_key" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "chat"."processed_events" (
	"event_id" text NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_pkey" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "chat"."techpack_owners" (
	"techpack_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat"."notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"tech_pack_id" text,
	"order_id" text,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"source_event_id" text NOT NULL,
	CONSTRAINT "notifications_source_event_id_key" UNIQUE("source_event_id")
);
--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "chat"."messages" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "messages_techpack_idx" ON "chat"."messages" USING btree ("techpack_id","seq");--> statement-breakpoint
CREATE INDEX "messages_queued_idx" ON "chat"."messages" USING btree ("seq") WHERE delivery_status = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "chat"."outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "chat"."notifications" USING btree ("user_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "chat"."notifications" USING btree ("user_id") WHERE read_at is null;