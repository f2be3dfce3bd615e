-- Change orders reach the answers read from memory (the customer's payments, the order lists): every change to a
-- change order, its share of the schedule or the expected completion, by the API, a script or by hand, is announced
-- on 'fitout_orders' once it commits, as quotes and payments are (0020).
CREATE TRIGGER change_orders_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON change_orders FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER change_instalments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON change_instalments FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER order_completions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_completions FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
