ALTER TABLE "ledger_dirty" ADD COLUMN "rebuild" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Issue 22 part 5: a new payment no longer rebuilds its student's kept rows. Measured on PostgreSQL with 20 writers,
-- the rebuild (ledger_refresh: every lesson, mark and payment line of the student's groups) was half of the
-- database's time per payment. A line added to a payment not voided adds exactly itself to what the student paid
-- for its group's cycle, and one paid line to that cycle's row if the enrolment has one: the statement trigger on
-- the lines now adds these at once, and marks the student with rebuild = false. That row is the lock of the
-- student's state, as before: a writer who rebuilds the student (a mark, a void, an edit, an enrolment) waits for
-- the commit of the one who added, and rebuilds from a history that holds the added lines; one who adds waits for
-- a rebuild's commit and adds to its rows. A line changed or removed, and every other write, marks the student for
-- a rebuild as before (a mark for a rebuild is never lowered), and the rebuild at the commit overwrites what was
-- added in the transaction. A payment inserted without its lines changes nothing kept, so its insert no longer
-- marks the student. The new payments' lines are also added to the report sums from their ids (an array), where the
-- join from report_income_added let the planner scan every payment: 4 ms a payment on the demo data, 290 ms at
-- 200,000 payments. And the types of a new payment mark nothing without calling the marking functions on an empty
-- set (three nested calls and a scan of report_income_added a payment).
DROP TRIGGER ledger_payments_insert ON payments;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_mark(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_dirty (student_id, rebuild)
  SELECT DISTINCT id, true FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (student_id) DO UPDATE SET rebuild = true;
  SELECT money_settle_queue_add();
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_by_payment_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_dirty (student_id, rebuild)
    SELECT DISTINCT p.student_id, false FROM new_rows r JOIN payments p ON p.id = r.payment_id ORDER BY 1
    ON CONFLICT (student_id) DO NOTHING;
    PERFORM money_settle_queue_add();
    INSERT INTO ledger_paid AS k (student_id, class_id, class_cycle, amount, lines)
    SELECT p.student_id, r.class_id, r.class_cycle, sum(r.amount), count(*)::integer
    FROM new_rows r JOIN payments p ON p.id = r.payment_id
    WHERE p.voided_at IS NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (student_id, class_id, class_cycle) DO UPDATE SET amount = k.amount + excluded.amount, lines = k.lines + excluded.lines;
    UPDATE ledger_cycles c SET paid_lines = c.paid_lines + x.lines
    FROM (
      SELECT p.student_id, r.class_id, r.class_cycle, count(*)::integer AS lines
      FROM new_rows r JOIN payments p ON p.id = r.payment_id
      WHERE p.voided_at IS NULL
      GROUP BY 1, 2, 3
    ) x
    WHERE c.student_id = x.student_id AND c.class_id = x.class_id AND c.cycle_number = x.class_cycle;
  ELSE
    IF TG_OP = 'UPDATE' THEN PERFORM ledger_mark(ARRAY(SELECT p.student_id FROM new_rows r JOIN payments p ON p.id = r.payment_id)); END IF;
    PERFORM ledger_mark(ARRAY(SELECT p.student_id FROM old_rows r JOIN payments p ON p.id = r.payment_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  students integer[]; months date[]; classes integer[]; added_months date[]; added_classes integer[]; added integer[];
  expense_months date[];
BEGIN
  DELETE FROM money_settle_queue WHERE txid = NEW.txid;
  WITH settled AS (DELETE FROM ledger_dirty RETURNING student_id, rebuild)
  SELECT array_agg(student_id) FILTER (WHERE rebuild) INTO students FROM settled;
  IF students IS NOT NULL THEN PERFORM ledger_refresh(students); END IF;
  WITH settled AS (DELETE FROM report_income_dirty RETURNING month, class_id, rebuild)
  SELECT array_agg(month) FILTER (WHERE rebuild), array_agg(class_id) FILTER (WHERE rebuild),
    array_agg(month) FILTER (WHERE NOT rebuild), array_agg(class_id) FILTER (WHERE NOT rebuild)
  INTO months, classes, added_months, added_classes FROM settled;
  WITH gone AS (DELETE FROM report_income_added RETURNING payment_id) SELECT array_agg(payment_id) INTO added FROM gone;
  IF months IS NOT NULL THEN PERFORM report_income_refresh(months, classes); END IF;
  IF added_months IS NOT NULL THEN
    INSERT INTO report_income_months AS k (month, class_id, subject_id, class_cycle, descriptor_ids, amount, lines)
    SELECT v.month, v.class_id, v.subject_id, v.class_cycle, v.descriptor_ids, sum(v.amount), count(*)
    FROM report_income_lines v
    JOIN unnest(added_months, added_classes) AS s(month, class_id) ON s.month = v.month AND s.class_id = v.class_id
    WHERE v.payment_id = ANY(added)
    GROUP BY v.month, v.class_id, v.subject_id, v.class_cycle, v.descriptor_ids
    ON CONFLICT ON CONSTRAINT report_income_months_pk DO UPDATE SET amount = k.amount + excluded.amount, lines = k.lines + excluded.lines;
  END IF;
  WITH settled AS (DELETE FROM report_expense_dirty RETURNING month) SELECT array_agg(month) INTO expense_months FROM settled;
  IF expense_months IS NOT NULL THEN PERFORM report_expense_refresh(expense_months); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_income_by_payment_type() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[]; dates date[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(p.id), array_agg(p.payment_date) INTO ids, dates FROM payments p
    WHERE p.id IN (SELECT payment_id FROM new_rows) AND NOT EXISTS (SELECT 1 FROM report_income_added a WHERE a.payment_id = p.id);
    IF ids IS NOT NULL THEN PERFORM report_income_mark(ids, dates); END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(p.id), array_agg(p.payment_date) INTO ids, dates FROM payments p WHERE p.id IN (SELECT payment_id FROM old_rows);
    IF ids IS NOT NULL THEN PERFORM report_income_mark(ids, dates); END IF;
  END IF;
  RETURN NULL;
END $$;
