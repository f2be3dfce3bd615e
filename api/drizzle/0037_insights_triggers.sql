-- By hand (issue 39): what the business charts read, kept in the transaction of every write that changes it (by the
-- API, the online payments' notices, a script or the bench's generator), so that each chart reads a few index rows
-- whatever the period instead of every order, milestone and payment. Days are Cairo's (COMPANY_TIME_ZONE).
-- Planned afresh on each call (force_custom_plan), as fitout_accepted_refresh (migration `accepted_orders`).
--
-- receivables: an accepted order's instalments as quotes/payments.ts accountOf lays them out (the quote's milestones,
-- each its share rounded down, the last taking what is left, plus what approved changes added to it; then each
-- change's own instalment), each with the day its moment came (acceptance: the day the quote was accepted, or the
-- change approved; start and completion: the first day the order's history shows it at that stage, the acceptance day
-- when the history has none) and what payments, covering oldest first, leave outstanding. Rows are written only when
-- they differ, so that money_days' trigger sees real changes alone.
CREATE FUNCTION fitout_receivables_refresh(p_order integer) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  v_stage text;
  v_quote integer;
  v_total bigint;
  v_accepted date;
  v_started date;
  v_completed date;
  v_paid bigint;
  v_count integer;
BEGIN
  SELECT stage INTO v_stage FROM orders WHERE id = p_order;
  IF v_stage IS NOT NULL AND v_stage NOT IN ('cancelled', 'withdrawn') THEN
    SELECT q.id, a.total, (a.created_at AT TIME ZONE 'Africa/Cairo')::date INTO v_quote, v_total, v_accepted
    FROM quotes q JOIN quote_answers a ON a.quote_id = q.id
    WHERE q.order_id = p_order AND q.status = 'accepted'
    ORDER BY q.id, a.id DESC LIMIT 1;
  END IF;
  IF v_quote IS NULL THEN
    DELETE FROM receivables WHERE order_id = p_order;
    RETURN;
  END IF;
  IF v_stage IN ('in_progress', 'completed') THEN
    SELECT coalesce((min(created_at) AT TIME ZONE 'Africa/Cairo')::date, v_accepted) INTO v_started
    FROM order_stage_changes WHERE order_id = p_order AND stage IN ('in_progress', 'completed');
  END IF;
  IF v_stage = 'completed' THEN
    SELECT coalesce((min(created_at) AT TIME ZONE 'Africa/Cairo')::date, v_accepted) INTO v_completed
    FROM order_stage_changes WHERE order_id = p_order AND stage = 'completed';
  END IF;
  SELECT coalesce(sum(amount), 0) INTO v_paid FROM payments WHERE order_id = p_order;
  INSERT INTO receivables AS r (order_id, seq, label, label_ar, change_number, amount, outstanding, due_on)
  SELECT p_order, seq, label, label_ar, change_number, amount,
    greatest(amount - least(greatest(v_paid - (through - amount), 0), greatest(amount, 0)), 0),
    CASE due WHEN 'acceptance' THEN coalesce(approved, v_accepted) WHEN 'start' THEN v_started WHEN 'completion' THEN v_completed END
  FROM (
    SELECT steps.*, row_number() OVER (ORDER BY part, key) AS seq,
      sum(amount) OVER (ORDER BY part, key ROWS UNBOUNDED PRECEDING) AS through
    FROM (
      SELECT 0 AS part, s.n AS key, s.label, s.label_ar, NULL::integer AS change_number, s.due, NULL::date AS approved,
        CASE WHEN s.n = s.last THEN v_total - (sum(s.split) OVER () - s.split) ELSE s.split END
          + coalesce((SELECT sum(c.amount) FROM change_instalments c WHERE c.order_id = p_order AND c.milestone_id = s.id), 0) AS amount
      FROM (
        SELECT m.id, m.label, m.label_ar, m.due, v_total * m.share_bp / 10000 AS split,
          row_number() OVER (ORDER BY m.position) AS n, count(*) OVER () AS last
        FROM quote_milestones m WHERE m.quote_id = v_quote
      ) s
      UNION ALL
      SELECT 1, c.id, '', '', o.number, c.due, (o.answered_at AT TIME ZONE 'Africa/Cairo')::date, c.amount
      FROM change_instalments c JOIN change_orders o ON o.id = c.change_id
      WHERE c.order_id = p_order AND c.due IS NOT NULL
    ) steps
  ) running
  ON CONFLICT (order_id, seq) DO UPDATE SET label = excluded.label, label_ar = excluded.label_ar,
    change_number = excluded.change_number, amount = excluded.amount, outstanding = excluded.outstanding, due_on = excluded.due_on
  WHERE (r.label, r.label_ar, r.change_number, r.amount, r.outstanding, r.due_on)
    IS DISTINCT FROM (excluded.label, excluded.label_ar, excluded.change_number, excluded.amount, excluded.outstanding, excluded.due_on);
  SELECT (SELECT count(*) FROM quote_milestones WHERE quote_id = v_quote)
    + (SELECT count(*) FROM change_instalments WHERE order_id = p_order AND due IS NOT NULL) INTO v_count;
  DELETE FROM receivables WHERE order_id = p_order AND seq > v_count;
END $$;
--> statement-breakpoint
-- A row's order (TG_ARGV[0]: the column naming it, 'order_id', 'quote_id' or 'id'), before and after the change.
CREATE FUNCTION fitout_receivables_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF v_old IS NOT NULL THEN PERFORM fitout_receivables_refresh(v_old); END IF;
  IF v_new IS NOT NULL AND v_new IS DISTINCT FROM v_old THEN PERFORM fitout_receivables_refresh(v_new); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- money_days: each day's money received (payments by paid_on, refunds taking off) and instalments falling due (each
-- receivable's amount on its due_on), adjusted by the difference a row makes.
CREATE FUNCTION fitout_money_days_add(p_day date, p_received bigint, p_due bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO money_days (day, received, due) VALUES (p_day, p_received, p_due)
  ON CONFLICT (day) DO UPDATE SET received = money_days.received + excluded.received, due = money_days.due + excluded.due
$$;
--> statement-breakpoint
CREATE FUNCTION fitout_money_days_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.paid_on = OLD.paid_on AND NEW.amount = OLD.amount THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM fitout_money_days_add(OLD.paid_on, -OLD.amount, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM fitout_money_days_add(NEW.paid_on, NEW.amount, 0); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION fitout_money_days_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.due_on IS NOT DISTINCT FROM OLD.due_on AND NEW.amount = OLD.amount THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.due_on IS NOT NULL THEN PERFORM fitout_money_days_add(OLD.due_on, 0, -OLD.amount); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.due_on IS NOT NULL THEN PERFORM fitout_money_days_add(NEW.due_on, 0, NEW.amount); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- order_stage_stays: each history row at a stage other than the open stay's closes it and opens the next; an order's
-- first stay, at 'new', begins when it was placed.
CREATE FUNCTION fitout_stage_stay(p_order integer, p_stage text, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_open text;
BEGIN
  SELECT stage INTO v_open FROM order_stage_stays WHERE order_id = p_order AND left_at IS NULL;
  IF NOT FOUND THEN
    INSERT INTO order_stage_stays (order_id, stage, entered_at) SELECT id, 'new', least(created_at, p_at) FROM orders WHERE id = p_order;
    v_open := 'new';
  END IF;
  IF v_open IS DISTINCT FROM p_stage THEN
    UPDATE order_stage_stays SET left_at = greatest(p_at, entered_at) WHERE order_id = p_order AND left_at IS NULL;
    INSERT INTO order_stage_stays (order_id, stage, entered_at) VALUES (p_order, p_stage, p_at) ON CONFLICT DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION fitout_stage_stays_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fitout_stage_stay(NEW.order_id, NEW.stage, NEW.created_at);
  -- The day the work started or was completed dates the instalments due then.
  IF NEW.stage IN ('in_progress', 'completed') THEN PERFORM fitout_receivables_refresh(NEW.order_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER receivables_money_days AFTER INSERT OR UPDATE OR DELETE ON receivables FOR EACH ROW EXECUTE FUNCTION fitout_money_days_due();
--> statement-breakpoint
CREATE TRIGGER payments_money_days AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION fitout_money_days_paid();
--> statement-breakpoint
CREATE TRIGGER order_stage_changes_stays AFTER INSERT ON order_stage_changes FOR EACH ROW EXECUTE FUNCTION fitout_stage_stays_changed();
--> statement-breakpoint
CREATE TRIGGER orders_receivables AFTER UPDATE OF stage ON orders FOR EACH ROW WHEN (OLD.stage IS DISTINCT FROM NEW.stage) EXECUTE FUNCTION fitout_receivables_changed('id');
--> statement-breakpoint
CREATE TRIGGER quotes_receivables AFTER INSERT OR UPDATE OR DELETE ON quotes FOR EACH ROW EXECUTE FUNCTION fitout_receivables_changed('order_id');
--> statement-breakpoint
CREATE TRIGGER quote_answers_receivables AFTER INSERT OR UPDATE OR DELETE ON quote_answers FOR EACH ROW EXECUTE FUNCTION fitout_receivables_changed('quote_id');
--> statement-breakpoint
CREATE TRIGGER quote_milestones_receivables AFTER INSERT OR UPDATE OR DELETE ON quote_milestones FOR EACH ROW EXECUTE FUNCTION fitout_receivables_changed('quote_id');
--> statement-breakpoint
CREATE TRIGGER payments_receivables AFTER INSERT OR UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION fitout_receivables_changed('order_id');
--> statement-breakpoint
CREATE TRIGGER change_instalments_receivables AFTER INSERT OR UPDATE OR DELETE ON change_instalments FOR EACH ROW EXECUTE FUNCTION fitout_receivables_changed('order_id');
--> statement-breakpoint
CREATE TRIGGER change_orders_receivables AFTER UPDATE OF answered_at ON change_orders FOR EACH ROW EXECUTE FUNCTION fitout_receivables_changed('order_id');
--> statement-breakpoint
-- What is already there: the payments by day, every accepted order's instalments (their trigger adds the days' due),
-- and the stays from the stage history in its order.
INSERT INTO money_days (day, received) SELECT paid_on, sum(amount) FROM payments GROUP BY paid_on
ON CONFLICT (day) DO UPDATE SET received = money_days.received + excluded.received;
--> statement-breakpoint
SELECT fitout_receivables_refresh(order_id) FROM quotes WHERE status = 'accepted';
--> statement-breakpoint
DO $$
DECLARE
  v record;
BEGIN
  FOR v IN SELECT order_id, stage, created_at FROM order_stage_changes ORDER BY created_at, id LOOP
    PERFORM fitout_stage_stay(v.order_id, v.stage, v.created_at);
  END LOOP;
END $$;
