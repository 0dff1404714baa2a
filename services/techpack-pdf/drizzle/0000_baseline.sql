CREATE TABLE "techpack"."outbox" (
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
CREATE TABLE "techpack"."processed_events" (
	"event_id" text NOT NULL,
	"consumer" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_pkey" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "techpack"."tech_packs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"garment_type" text NOT NULL,
	"image_key" text,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"pdf_key" text,
	"pdf_revision" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"render_claimed_at" timestamp with time zone,
	CONSTRAINT "tech_packs_upload_id_key" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "techpack"."comment_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "techpack"."comment_threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pack_id" uuid NOT NULL,
	"anchor" jsonb NOT NULL,
	"anchor_label" text NOT NULL,
	"anchor_removed" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"must_resolve" boolean DEFAULT false NOT NULL,
	"revision" integer NOT NULL,
	"message_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "techpack"."pack_approvals" (
	"pack_id" uuid NOT NULL,
	"section" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"revision" integer NOT NULL,
	CONSTRAINT "pack_approvals_pkey" PRIMARY KEY("pack_id","section")
);
--> statement-breakpoint
CREATE TABLE "techpack"."pack_revisions" (
	"pack_id" uuid NOT NULL,
	"rev" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"who" text NOT NULL,
	"provenance" text NOT NULL,
	"summary" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"cleared_approvals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "pack_revisions_pkey" PRIMARY KEY("pack_id","rev")
);
--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "techpack"."outbox" USING btree ("seq") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "tech_packs_user_idx" ON "techpack"."tech_packs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tech_packs_unrendered_idx" ON "techpack"."tech_packs" USING btree ("updated_at") WHERE pdf_revision is null or pdf_revision <> revision;--> statement-breakpoint
CREATE INDEX "comment_messages_thread_idx" ON "techpack"."comment_messages" USING btree ("thread_id","at");--> statement-breakpoint
CREATE INDEX "comment_messages_pack_idx" ON "techpack"."comment_messages" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "comment_threads_pack_idx" ON "techpack"."comment_threads" USING btree ("pack_id","created_at");