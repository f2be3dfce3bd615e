ALTER TABLE "leads" ADD COLUMN "reached" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_stage_stays_completed_idx" ON "order_stage_stays" USING btree ("entered_at","order_id") WHERE "order_stage_stays"."stage" = 'completed' and "order_stage_stays"."left_at" is null;--> statement-breakpoint
CREATE INDEX "leads_insights_idx" ON "leads" USING btree ("created_at","stage","reached","lost_reason","estimated_value");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_reached_check" CHECK ("leads"."reached" in ('new', 'contacted', 'visit_booked', 'quoted', 'won'));--> statement-breakpoint
-- By hand (issue 39): a lead's furthest stage, which the funnel chart counts its steps from. Kept before every write
-- of a lead's stage (by the API, a script or the bench's generator): a move forward raises it, a move back or to lost
-- keeps it (lost is no step); a lead written with a `reached` further than its stage keeps that.
CREATE FUNCTION fitout_lead_reached() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_steps constant text[] := ARRAY['new', 'contacted', 'visit_booked', 'quoted', 'won'];
BEGIN
  IF NEW.stage <> 'lost' AND array_position(v_steps, NEW.stage) > coalesce(array_position(v_steps, NEW.reached), 0) THEN
    NEW.reached := NEW.stage;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_reached BEFORE INSERT OR UPDATE OF stage, reached ON leads FOR EACH ROW EXECUTE FUNCTION fitout_lead_reached();
--> statement-breakpoint
-- The leads already there: an open or won one has reached its stage; a lost one the furthest stage its stage notes
-- ("Quoted → Lost: …", written in English by the API) name, else new.
UPDATE leads SET reached = stage WHERE stage <> 'lost';
--> statement-breakpoint
UPDATE leads l SET reached = coalesce((
  SELECT s.stage FROM lead_notes n
  JOIN (VALUES ('contacted', 'Contacted', 1), ('visit_booked', 'Visit booked', 2), ('quoted', 'Quoted', 3)) s(stage, word, rank)
    ON n.body LIKE s.word || ' → %' OR n.body LIKE '% → ' || s.word || '%'
  WHERE n.lead_id = l.id AND n.kind = 'stage'
  ORDER BY s.rank DESC LIMIT 1
), 'new')
WHERE l.stage = 'lost';
