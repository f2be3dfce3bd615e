-- The customer's quote and payments and the console's quote list are answered from memory too (http/answer-cache.ts,
-- with the order lists): every change to a quote, its lines, schedule or answer, or a payment, by the API, a script or
-- by hand, is announced on 'fitout_orders' once it commits, and each API process reads them afresh.
CREATE TRIGGER quotes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quotes FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER quote_lines_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quote_lines FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER quote_milestones_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quote_milestones FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER quote_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quote_answers FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER payments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
