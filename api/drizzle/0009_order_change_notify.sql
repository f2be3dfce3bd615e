-- The order lists are answered from memory (http/answer-cache.ts): every change to an order or its stages, by the
-- API, a script or by hand, is announced on 'fitout_orders' once it commits, and each API process reads its order
-- lists afresh. One announcement per statement, however many rows it touched.
CREATE OR REPLACE FUNCTION fitout_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fitout_orders', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER order_stage_changes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_stage_changes FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
