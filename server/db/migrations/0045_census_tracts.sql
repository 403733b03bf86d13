CREATE TABLE "census_tract_zips" (
	"zipcode" text PRIMARY KEY NOT NULL,
	"geoid" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "census_tracts" (
	"geoid" text PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"msa_md" text,
	"mfi_percent" numeric(7, 2),
	"income_level" text,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
