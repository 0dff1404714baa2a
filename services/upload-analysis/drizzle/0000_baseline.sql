CREATE TABLE "upload_analysis"."outbox" (
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
CREATE TABLE "upload_analysis"."processed_events" (
	"event_id" text NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_pkey" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "upload_analysis"."uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"original_name" text NOT NULL,
	"filename" text NOT NULL,
	"web_key" text NOT NULL,
	"original_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"garment_type" text,
	"selected_size" text NOT NULL,
	"status" text NOT NULL,
	"tech_pack_id" text,
	"analysis" jsonb,
	"analyzer" text NOT NULL,
	"analysis_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_filename_key" UNIQUE("filename")
);
--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "upload_analysis"."outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "upload_analysis"."uploads" USING btree ("user_id","created_at" DESC NULLS FIRST);