CREATE TABLE "account_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"email" text NOT NULL,
	"member_id" uuid,
	"is_accepted_flag" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_group_members" (
	"group_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	CONSTRAINT "device_group_members_group_id_device_id_pk" PRIMARY KEY("group_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "device_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_shares" ADD COLUMN "shared_by_id" uuid;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "reported_stolen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_shares" ADD CONSTRAINT "account_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_shares" ADD CONSTRAINT "account_shares_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_group_members" ADD CONSTRAINT "device_group_members_group_id_device_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."device_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_group_members" ADD CONSTRAINT "device_group_members_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_shares_owner_email_idx" ON "account_shares" USING btree ("owner_id","email");--> statement-breakpoint
CREATE INDEX "account_shares_member_idx" ON "account_shares" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "account_shares_email_idx" ON "account_shares" USING btree ("email");--> statement-breakpoint
CREATE INDEX "device_group_members_device_idx" ON "device_group_members" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "device_groups_user_created_idx" ON "device_groups" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "device_shares" ADD CONSTRAINT "device_shares_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_shares_email_idx" ON "device_shares" USING btree ("shared_user_with_email");