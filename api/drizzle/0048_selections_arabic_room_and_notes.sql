ALTER TABLE "selection_choices" ADD COLUMN "note_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "room_ar" text DEFAULT '' NOT NULL;