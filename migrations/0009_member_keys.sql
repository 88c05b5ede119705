CREATE TABLE "member_keys" (
	"user_id" text PRIMARY KEY NOT NULL,
	"api_key_ciphertext" text NOT NULL,
	"api_key_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
