CREATE TABLE "money_settle_queue" (
	"txid" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Issue 22: the money state a transaction marks is settled once, at its commit. The deferred triggers of 0012, 0016
-- and 0017 fired once per marked row (a student, a slice, a month, a new payment): after the first had settled
-- everything, each further one deleted from tables full of the rows already deleted, so a transaction that added
-- 200,000 payments took hours to commit. Now every marking function also queues its transaction once in
-- money_settle_queue, and that row's one deferred trigger settles the ledger, the income slices and the expense
-- months, as the three settle functions did. Those functions stay, unused, for the previous release's schema.
DROP TRIGGER ledger_settle ON ledger_dirty;
--> statement-breakpoint
DROP TRIGGER report_income_settle ON report_income_dirty;
--> statement-breakpoint
DROP TRIGGER report_income_added_settle ON report_income_added;
--> statement-breakpoint
DROP TRIGGER report_expense_settle ON report_expense_dirty;
--> statement-breakpoint
CREATE FUNCTION money_settle_queue_add() RETURNS void LANGUAGE sql AS $$
  INSERT INTO money_settle_queue (txid) VALUES (txid_current()) ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_mark(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_dirty (student_id)
  SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT DO NOTHING;
  SELECT money_settle_queue_add();
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_income_dirty_mark(months date[], classes integer[], rebuild boolean) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_income_dirty (month, class_id, rebuild)
  SELECT DISTINCT month, class_id, rebuild FROM unnest(months, classes) AS s(month, class_id) ORDER BY 1, 2
  ON CONFLICT (month, class_id) DO UPDATE SET rebuild = report_income_dirty.rebuild OR excluded.rebuild;
  SELECT money_settle_queue_add();
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_income_by_new_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_income_added (payment_id) SELECT id FROM new_rows ORDER BY id ON CONFLICT DO NOTHING;
  PERFORM money_settle_queue_add();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_expense_dirty_add(months date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_expense_dirty (month) SELECT DISTINCT month FROM unnest(months) AS month ORDER BY 1 ON CONFLICT DO NOTHING;
  SELECT money_settle_queue_add();
$$;
--> statement-breakpoint
-- at the commit: the students marked, then the income slices (rebuilt, or with the new payments' lines added), then
-- the expense months; the queue row goes by its key
CREATE FUNCTION money_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  students integer[]; months date[]; classes integer[]; added_months date[]; added_classes integer[]; expense_months date[];
BEGIN
  DELETE FROM money_settle_queue WHERE txid = NEW.txid;
  WITH settled AS (DELETE FROM ledger_dirty RETURNING student_id) SELECT array_agg(student_id) INTO students FROM settled;
  IF students IS NOT NULL THEN PERFORM ledger_refresh(students); END IF;
  WITH settled AS (DELETE FROM report_income_dirty RETURNING month, class_id, rebuild)
  SELECT array_agg(month) FILTER (WHERE rebuild), array_agg(class_id) FILTER (WHERE rebuild),
    array_agg(month) FILTER (WHERE NOT rebuild), array_agg(class_id) FILTER (WHERE NOT rebuild)
  INTO months, classes, added_months, added_classes FROM settled;
  IF months IS NOT NULL THEN PERFORM report_income_refresh(months, classes); END IF;
  IF added_months IS NOT NULL THEN
    INSERT INTO report_income_months AS k (month, class_id, subject_id, class_cycle, descriptor_ids, amount, lines)
    SELECT v.month, v.class_id, v.subject_id, v.class_cycle, v.descriptor_ids, sum(v.amount), count(*)
    FROM report_income_added a
    JOIN report_income_lines v ON v.payment_id = a.payment_id
    JOIN unnest(added_months, added_classes) AS s(month, class_id) ON s.month = v.month AND s.class_id = v.class_id
    GROUP BY v.month, v.class_id, v.subject_id, v.class_cycle, v.descriptor_ids
    ON CONFLICT ON CONSTRAINT report_income_months_pk DO UPDATE SET amount = k.amount + excluded.amount, lines = k.lines + excluded.lines;
  END IF;
  DELETE FROM report_income_added;
  WITH settled AS (DELETE FROM report_expense_dirty RETURNING month) SELECT array_agg(month) INTO expense_months FROM settled;
  IF expense_months IS NOT NULL THEN PERFORM report_expense_refresh(expense_months); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_settle AFTER INSERT ON money_settle_queue DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_settle();
