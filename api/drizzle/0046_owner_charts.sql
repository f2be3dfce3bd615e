CREATE TABLE "job_margins" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"package" text NOT NULL,
	"contract" bigint NOT NULL,
	"costs" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reached" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_margins" ADD CONSTRAINT "job_margins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_margins_completed_idx" ON "job_margins" USING btree ("completed_at","package","contract","costs","order_id");--> statement-breakpoint
CREATE INDEX "leads_insights_idx" ON "leads" USING btree ("created_at","stage","reached","lost_reason","estimated_value");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_reached_check" CHECK ("leads"."reached" in ('new', 'contacted', 'visit_booked', 'quoted', 'won'));
--> statement-breakpoint
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
--> statement-breakpoint
-- By hand (issue 39): job_margins, each job completed now with its contract total and costs, kept in the transaction
-- of every write that changes them (by the API, a script or the bench's generator), so that the margin chart reads the
-- jobs of a period from one index whatever their number. An order's row is made afresh from its open stay, its
-- accepted quote's answer, its approved changes and its bills; an order not at completed has none.
CREATE FUNCTION fitout_job_margin_refresh(p_order integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz;
BEGIN
  SELECT entered_at INTO v_at FROM order_stage_stays WHERE order_id = p_order AND left_at IS NULL AND stage = 'completed';
  IF NOT FOUND THEN
    DELETE FROM job_margins WHERE order_id = p_order;
    RETURN;
  END IF;
  INSERT INTO job_margins AS m (order_id, completed_at, package, contract, costs)
  SELECT o.id, v_at, o.package,
    coalesce((SELECT a.total FROM quotes q JOIN quote_answers a ON a.quote_id = q.id WHERE q.order_id = o.id AND q.status = 'accepted' LIMIT 1), 0)
      + coalesce((SELECT sum(c.total) FROM change_orders c WHERE c.order_id = o.id AND c.status = 'approved'), 0),
    coalesce((SELECT sum(b.amount) FROM job_bills b WHERE b.order_id = o.id), 0)
  FROM orders o WHERE o.id = p_order
  ON CONFLICT (order_id) DO UPDATE SET completed_at = excluded.completed_at, package = excluded.package,
    contract = excluded.contract, costs = excluded.costs
  WHERE (m.completed_at, m.package, m.contract, m.costs) IS DISTINCT FROM (excluded.completed_at, excluded.package, excluded.contract, excluded.costs);
END $$;
--> statement-breakpoint
-- A row's order (TG_ARGV[0]: the column naming it, 'order_id', 'quote_id' or 'id'), before and after the change.
CREATE FUNCTION fitout_job_margin_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old integer;
  v_new integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN v_old := (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN v_new := (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
  IF TG_ARGV[0] = 'quote_id' THEN
    v_old := (SELECT order_id FROM quotes WHERE id = v_old);
    v_new := (SELECT order_id FROM quotes WHERE id = v_new);
  END IF;
  IF v_old IS NOT NULL THEN PERFORM fitout_job_margin_refresh(v_old); END IF;
  IF v_new IS NOT NULL AND v_new IS DISTINCT FROM v_old THEN PERFORM fitout_job_margin_refresh(v_new); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_stage_stays_job_margins AFTER INSERT OR UPDATE OR DELETE ON order_stage_stays FOR EACH ROW EXECUTE FUNCTION fitout_job_margin_changed('order_id');
--> statement-breakpoint
-- A bill moves its completed job's costs by its amount (one index row; nothing for a job not completed), so that
-- bills entered by the hundred thousand stay cheap.
CREATE FUNCTION fitout_job_margin_billed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.order_id = OLD.order_id AND NEW.amount = OLD.amount THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN UPDATE job_margins SET costs = costs - OLD.amount WHERE order_id = OLD.order_id; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN UPDATE job_margins SET costs = costs + NEW.amount WHERE order_id = NEW.order_id; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_bills_job_margins AFTER INSERT OR UPDATE OR DELETE ON job_bills FOR EACH ROW EXECUTE FUNCTION fitout_job_margin_billed();
--> statement-breakpoint
CREATE TRIGGER change_orders_job_margins AFTER INSERT OR UPDATE OR DELETE ON change_orders FOR EACH ROW EXECUTE FUNCTION fitout_job_margin_changed('order_id');
--> statement-breakpoint
CREATE TRIGGER quotes_job_margins AFTER INSERT OR UPDATE OR DELETE ON quotes FOR EACH ROW EXECUTE FUNCTION fitout_job_margin_changed('order_id');
--> statement-breakpoint
CREATE TRIGGER quote_answers_job_margins AFTER INSERT OR UPDATE OR DELETE ON quote_answers FOR EACH ROW EXECUTE FUNCTION fitout_job_margin_changed('quote_id');
--> statement-breakpoint
CREATE TRIGGER orders_job_margins AFTER UPDATE OF package ON orders FOR EACH ROW WHEN (OLD.package IS DISTINCT FROM NEW.package) EXECUTE FUNCTION fitout_job_margin_changed('id');
--> statement-breakpoint
-- The jobs already completed.
SELECT fitout_job_margin_refresh(order_id) FROM order_stage_stays WHERE stage = 'completed' AND left_at IS NULL;
