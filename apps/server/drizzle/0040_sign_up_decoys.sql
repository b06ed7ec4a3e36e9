CREATE TABLE "sign_up_decoys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"currency" text NOT NULL,
	"timezone" text,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"failures_at_open" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_up_decoys_owner_id_unique" UNIQUE("owner_id"),
	CONSTRAINT "sign_up_decoys_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sign_up_decoys" ADD CONSTRAINT "sign_up_decoys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;