-- Leads reach the dashboard's day's work read from memory (its follow-ups due): every change to a lead, by the API, a
-- script or by hand, is announced on 'fitout_orders' once it commits, as the orders' tables are (0020, 0032).
CREATE TRIGGER leads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION fitout_orders_changed();
