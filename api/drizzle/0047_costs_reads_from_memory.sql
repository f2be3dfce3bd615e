-- An order's job costs are answered from memory with the order lists (costs/routes.ts): every change to its purchase
-- orders, their lines, its bills, its budget's split or a supplier's name, by the API, a script or by hand, is announced
-- on 'fitout_orders' once it commits, as the orders' tables are (0009, 0045).
CREATE TRIGGER purchase_orders_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON purchase_orders FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON purchase_order_lines FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER job_bills_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_bills FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER order_budget_splits_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_budget_splits FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER suppliers_changed AFTER UPDATE OR DELETE OR TRUNCATE ON suppliers FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
-- The margins chart reads job_margins (0046), which triggers keep from the orders, quotes, answers, changes and bills:
-- announcing its own changes covers every one of them.
CREATE TRIGGER job_margins_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_margins FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
