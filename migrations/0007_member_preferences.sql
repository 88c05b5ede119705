CREATE TABLE "member_preferences" (
	"guild_id" text NOT NULL,
	"user_id" text NOT NULL,
	"aspect" text,
	"steps" integer,
	"count" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_preferences_guild_id_user_id_pk" PRIMARY KEY("guild_id","user_id")
);
