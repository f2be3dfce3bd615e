-- Selections, schedules and leads' notes reach the answers read from memory (an order's selections, its schedule and
-- timeline, the console's leads list): every change to them, by the API, a script or by hand, is announced on
-- 'fitout_orders' once it commits, as the orders' tables are (0020, 0032, 0039); so are the company holidays, which every
-- order's schedule lists.
CREATE TRIGGER selections_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON selections FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER selection_choices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON selection_choices FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_tasks_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_tasks FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_task_links_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_task_links FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER schedule_moves_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_moves FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
--> statement-breakpoint
CREATE TRIGGER lead_notes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lead_notes FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();

--> statement-breakpoint
CREATE TRIGGER company_holidays_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_holidays FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
