CREATE TABLE "edit_links" (
	"id" text PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"user_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"message_id" text NOT NULL,
	"job_id" text NOT NULL,
	"image" integer NOT NULL,
	"locale" text NOT NULL,
	"prompt" text NOT NULL,
	"browser" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
