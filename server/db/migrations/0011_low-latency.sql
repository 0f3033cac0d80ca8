ALTER TABLE "classes" ADD COLUMN "low_latency" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "low_latency_fell_back" boolean DEFAULT false NOT NULL;