CREATE TABLE "accepted_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"waiting" boolean NOT NULL,
	"owing" boolean NOT NULL,
	"last_paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accepted_orders" ADD CONSTRAINT "accepted_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accepted_orders_waiting_idx" ON "accepted_orders" USING btree ("accepted_at","order_id") WHERE "accepted_orders"."waiting";--> statement-breakpoint
CREATE INDEX "accepted_orders_owing_idx" ON "accepted_orders" USING btree ("accepted_at","order_id") WHERE "accepted_orders"."owing";--> statement-breakpoint
-- By hand: the orders with an accepted quote, kept in the transaction of every write that can change them (by the
-- API, a script or by hand), so that the console's day's work reads a small table on partial indexes instead of
-- every quote, milestone and payment. An order owes when a milestone or a change's own instalment whose moment has
-- come is not covered by what was paid, as api/src/quotes/payments.ts accountOf says: the accepted quote's milestones
-- in order (each its share of the total rounded down, the last one taking what is left, plus what approved changes
-- added to it), then each change's own instalment; payments cover them oldest first, so one is not covered while the
-- running sum through it is above what was paid. A cancelled or withdrawn order has no row.
-- Planned afresh on each call (force_custom_plan): a plan kept from when the tables were small (a new database, a
-- bulk load) would scan them whole for ever after.
CREATE FUNCTION fitout_accepted_refresh(p_order integer) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  v_stage text;
  v_quote integer;
  v_total bigint;
  v_answered timestamptz;
  v_owed bigint;
  v_paid bigint;
  v_last timestamptz;
BEGIN
  SELECT stage INTO v_stage FROM orders WHERE id = p_order;
  IF v_stage IS NOT NULL AND v_stage NOT IN ('cancelled', 'withdrawn') THEN
    SELECT q.id, a.total, a.created_at INTO v_quote, v_total, v_answered
    FROM quotes q JOIN quote_answers a ON a.quote_id = q.id
    WHERE q.order_id = p_order AND q.status = 'accepted'
    ORDER BY q.id, a.id DESC LIMIT 1;
  END IF;
  IF v_quote IS NULL THEN
    DELETE FROM accepted_orders WHERE order_id = p_order;
    RETURN;
  END IF;
  WITH shares AS (
    SELECT m.id, m.due, v_total * m.share_bp / 10000 AS split,
      row_number() OVER (ORDER BY m.position) AS n, count(*) OVER () AS last
    FROM quote_milestones m WHERE m.quote_id = v_quote
  ), steps AS (
    SELECT 0 AS part, s.n AS seq, s.due,
      CASE WHEN s.n = s.last THEN v_total - (sum(s.split) OVER () - s.split) ELSE s.split END
        + coalesce((SELECT sum(c.amount) FROM change_instalments c WHERE c.order_id = p_order AND c.milestone_id = s.id), 0) AS amount
    FROM shares s
    UNION ALL
    SELECT 1, c.id, c.due, c.amount FROM change_instalments c WHERE c.order_id = p_order AND c.due IS NOT NULL
  ), running AS (
    SELECT due, amount, sum(amount) OVER (ORDER BY part, seq ROWS UNBOUNDED PRECEDING) AS through FROM steps
  )
  SELECT max(through) FILTER (WHERE amount > 0 AND (due = 'acceptance'
      OR (due = 'start' AND v_stage IN ('in_progress', 'completed'))
      OR (due = 'completion' AND v_stage = 'completed')))
  INTO v_owed FROM running;
  SELECT coalesce(sum(amount), 0), max(created_at) INTO v_paid, v_last FROM payments WHERE order_id = p_order;
  INSERT INTO accepted_orders (order_id, accepted_at, waiting, owing, last_paid_at)
  VALUES (p_order, v_answered, v_stage IN ('new', 'contacted', 'site_visit', 'quoted', 'accepted', 'deposit_paid'),
    coalesce(v_paid < v_owed, false), v_last)
  ON CONFLICT (order_id) DO UPDATE SET accepted_at = excluded.accepted_at, waiting = excluded.waiting,
    owing = excluded.owing, last_paid_at = excluded.last_paid_at;
END $$;
--> statement-breakpoint
-- A row's order (TG_ARGV[0]: the column naming it, 'order_id', 'quote_id' or 'id'), before and after the change.
CREATE FUNCTION fitout_accepted_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF v_old IS NOT NULL THEN PERFORM fitout_accepted_refresh(v_old); END IF;
  IF v_new IS NOT NULL AND v_new IS DISTINCT FROM v_old THEN PERFORM fitout_accepted_refresh(v_new); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_accepted AFTER UPDATE OF stage ON orders FOR EACH ROW WHEN (OLD.stage IS DISTINCT FROM NEW.stage) EXECUTE FUNCTION fitout_accepted_changed('id');
--> statement-breakpoint
CREATE TRIGGER quotes_accepted AFTER INSERT OR UPDATE OR DELETE ON quotes FOR EACH ROW EXECUTE FUNCTION fitout_accepted_changed('order_id');
--> statement-breakpoint
CREATE TRIGGER quote_answers_accepted AFTER INSERT OR UPDATE OR DELETE ON quote_answers FOR EACH ROW EXECUTE FUNCTION fitout_accepted_changed('quote_id');
--> statement-breakpoint
CREATE TRIGGER quote_milestones_accepted AFTER INSERT OR UPDATE OR DELETE ON quote_milestones FOR EACH ROW EXECUTE FUNCTION fitout_accepted_changed('quote_id');
--> statement-breakpoint
CREATE TRIGGER payments_accepted AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION fitout_accepted_changed('order_id');
--> statement-breakpoint
CREATE TRIGGER change_instalments_accepted AFTER INSERT OR UPDATE OR DELETE ON change_instalments FOR EACH ROW EXECUTE FUNCTION fitout_accepted_changed('order_id');
--> statement-breakpoint
SELECT fitout_accepted_refresh(order_id) FROM quotes WHERE status = 'accepted';
--> statement-breakpoint
-- The day's work is answered from memory with the order lists: snags and visits announce their changes on
-- 'fitout_orders' too (as orders, quotes, payments and threads do: 0009, 0020, 0022, 0032).
CREATE TRIGGER snags_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON snags FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER site_visits_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_visits FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER visit_slots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON visit_slots FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
