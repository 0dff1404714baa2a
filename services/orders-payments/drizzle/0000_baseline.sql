CREATE SEQUENCE "orders"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "orders"."fit_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"tech_pack_id" text NOT NULL,
	"user_id" text NOT NULL,
	"revision" integer,
	"size" text NOT NULL,
	"measurements" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"notes" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "orders"."outbox" (
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
CREATE TABLE "orders"."processed_events" (
	"event_id" text NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_pkey" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "orders"."provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"payment_intent_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."sample_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"tech_pack_id" text,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"special_instructions" text,
	"fabric_choice" text NOT NULL,
	"custom_label" boolean DEFAULT false NOT NULL,
	"custom_hang_tag" boolean DEFAULT false NOT NULL,
	"rush_processing" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"urgency" text DEFAULT 'standard' NOT NULL,
	"source" text NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"payment_provider" text,
	"payment_intent_id" text,
	"payment_client_secret" text,
	"last_payment_error" text,
	"refund_id" text,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"production_started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transition_from" text,
	"tech_pack_revision" integer,
	"spec_snapshot" jsonb,
	"carrier" text,
	"tracking_number" text,
	"tracking_url" text,
	"pack_language" text,
	CONSTRAINT "sample_orders_order_number_key" UNIQUE("order_number"),
	CONSTRAINT "sample_orders_total_cents_check" CHECK (total_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "orders"."status_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."techpack_owners" (
	"tech_pack_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"main_fabric" text
);
--> statement-breakpoint
CREATE TABLE "orders"."test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_intents_client_secret_key" UNIQUE("client_secret"),
	CONSTRAINT "test_payment_intents_idempotency_key_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "orders"."test_webhook_deliveries" (
	"event_id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders"."fit_photo_writes" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"keys" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders"."partner_settings" (
	"partner" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders"."fit_sessions" ADD CONSTRAINT "fit_sessions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"."sample_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders"."status_history" ADD CONSTRAINT "status_history_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"."sample_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fit_sessions_pack_idx" ON "orders"."fit_sessions" USING btree ("tech_pack_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "orders"."outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "sample_orders_user_idx" ON "orders"."sample_orders" USING btree ("user_id","ordered_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_orders_recent_pack_idx" ON "orders"."sample_orders" USING btree ("user_id","tech_pack_id","ordered_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "status_history_order_idx" ON "orders"."status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "test_webhook_pending_idx" ON "orders"."test_webhook_deliveries" USING btree ("created_at") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "fit_photo_writes_started_idx" ON "orders"."fit_photo_writes" USING btree ("started_at");