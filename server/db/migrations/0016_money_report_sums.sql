CREATE TABLE "report_expense_dirty" (
	"month" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_expense_months" (
	"month" date NOT NULL,
	"expense_type_id" integer NOT NULL,
	"cycle_number" integer,
	"amount" numeric NOT NULL,
	"lines" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_income_dirty" (
	"month" date NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "report_income_dirty_month_class_id_pk" PRIMARY KEY("month","class_id")
);
--> statement-breakpoint
CREATE TABLE "report_income_months" (
	"month" date NOT NULL,
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"class_cycle" integer NOT NULL,
	"descriptor_ids" integer[] NOT NULL,
	"amount" numeric NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "report_income_months_pk" PRIMARY KEY("month","class_id","subject_id","class_cycle","descriptor_ids")
);
--> statement-breakpoint
CREATE INDEX "report_expense_months_month_idx" ON "report_expense_months" USING btree ("month");--> statement-breakpoint
-- Issue 22: the kept sums of the owner reports (docs/money.md §17). report_income_lines is what an income report adds
-- up (the lines of payments not voided, with the payment's date and sorted set of payment types); the kept rows are
-- its sums per month. The statement triggers below mark the (month, group) slices and expense months a write
-- touches; the deferred settle triggers rebuild them from history at the commit of that same transaction.
CREATE VIEW report_income_lines AS
SELECT date_trunc('month', p.payment_date)::date AS month, p.payment_date, d.class_id, d.subject_id, d.class_cycle,
  types.ids AS descriptor_ids, d.amount
FROM payments p
JOIN payment_details d ON d.payment_id = p.id
CROSS JOIN LATERAL (
  SELECT coalesce(array_agg(l.descriptor_id ORDER BY l.descriptor_id), '{}') AS ids FROM payment_descriptor_links l WHERE l.payment_id = p.id
) types
WHERE p.voided_at IS NULL;
--> statement-breakpoint
-- rebuilds the (month, group) slices named by the two arrays, side by side
CREATE FUNCTION report_income_refresh(months date[], classes integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_income_months k USING unnest(months, classes) AS s(month, class_id)
  WHERE k.month = s.month AND k.class_id = s.class_id;
  INSERT INTO report_income_months (month, class_id, subject_id, class_cycle, descriptor_ids, amount, lines)
  SELECT v.month, v.class_id, v.subject_id, v.class_cycle, v.descriptor_ids, sum(v.amount), count(*)
  FROM (SELECT month, array_agg(class_id) AS classes FROM unnest(months, classes) AS s(month, class_id) GROUP BY month) s
  JOIN report_income_lines v ON v.payment_date >= s.month AND v.payment_date < (s.month + interval '1 month')::date AND v.class_id = ANY(s.classes)
  GROUP BY v.month, v.class_id, v.subject_id, v.class_cycle, v.descriptor_ids;
END $$;
--> statement-breakpoint
-- rebuilds the expense months named
CREATE FUNCTION report_expense_refresh(months date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_expense_months WHERE month = ANY(months);
  INSERT INTO report_expense_months (month, expense_type_id, cycle_number, amount, lines)
  SELECT s.month, e.expense_type_id, e.cycle_number, sum(e.total_amount), count(*)
  FROM unnest(months) AS s(month)
  JOIN expenses e ON e.expense_date >= s.month AND e.expense_date < (s.month + interval '1 month')::date AND NOT e.is_archived
  GROUP BY s.month, e.expense_type_id, e.cycle_number;
END $$;
--> statement-breakpoint
-- every kept sum anew from the whole history: the backfill, and the check's recomputation (rolled back there)
CREATE FUNCTION report_sums_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_income_months;
  INSERT INTO report_income_months (month, class_id, subject_id, class_cycle, descriptor_ids, amount, lines)
  SELECT month, class_id, subject_id, class_cycle, descriptor_ids, sum(amount), count(*)
  FROM report_income_lines GROUP BY month, class_id, subject_id, class_cycle, descriptor_ids;
  DELETE FROM report_expense_months;
  PERFORM report_expense_refresh(ARRAY(SELECT DISTINCT date_trunc('month', expense_date)::date FROM expenses));
END $$;
--> statement-breakpoint
CREATE FUNCTION report_income_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE months date[]; classes integer[];
BEGIN
  WITH settled AS (DELETE FROM report_income_dirty RETURNING month, class_id)
  SELECT array_agg(month), array_agg(class_id) INTO months, classes FROM settled;
  IF months IS NOT NULL THEN PERFORM report_income_refresh(months, classes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_income_settle AFTER INSERT ON report_income_dirty DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_income_settle();
--> statement-breakpoint
CREATE FUNCTION report_expense_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE months date[];
BEGIN
  WITH settled AS (DELETE FROM report_expense_dirty RETURNING month) SELECT array_agg(month) INTO months FROM settled;
  IF months IS NOT NULL THEN PERFORM report_expense_refresh(months); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_expense_settle AFTER INSERT ON report_expense_dirty DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_expense_settle();
--> statement-breakpoint
-- adds (month, group) slices to rebuild at the commit, sorted, so that two writers take the slices in one order
CREATE FUNCTION report_income_dirty_add(months date[], classes integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_income_dirty (month, class_id)
  SELECT DISTINCT month, class_id FROM unnest(months, classes) AS s(month, class_id) ORDER BY 1, 2
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- marks the slices (month of the date given, group of each current line) of some payments
CREATE FUNCTION report_income_mark(payment_ids integer[], dates date[]) RETURNS void LANGUAGE sql AS $$
  SELECT report_income_dirty_add(array_agg(date_trunc('month', x.payment_date)::date), array_agg(d.class_id))
  FROM unnest(payment_ids, dates) AS x(id, payment_date) JOIN payment_details d ON d.payment_id = x.id
$$;
--> statement-breakpoint
-- a payment's date or its being voided changed: its lines' slices at the old date and at the new one (a payment is
-- inserted before its lines and never deleted while it has lines, so only updates matter here)
CREATE FUNCTION report_income_by_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_income_mark(array_agg(x.id), array_agg(x.payment_date)) FROM (
    SELECT o.id, o.payment_date FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.payment_date, n.voided_at IS NULL) IS DISTINCT FROM (o.payment_date, o.voided_at IS NULL)
    UNION SELECT n.id, n.payment_date FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.payment_date, n.voided_at IS NULL) IS DISTINCT FROM (o.payment_date, o.voided_at IS NULL)) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- payment lines added, changed or removed: the slice of each old and new line at its payment's date
CREATE FUNCTION report_income_by_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_income_dirty_add(array_agg(date_trunc('month', p.payment_date)::date), array_agg(r.class_id)) FROM new_rows r JOIN payments p ON p.id = r.payment_id;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_income_dirty_add(array_agg(date_trunc('month', p.payment_date)::date), array_agg(r.class_id)) FROM old_rows r JOIN payments p ON p.id = r.payment_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a payment's types changed: the slices of its lines
CREATE FUNCTION report_income_by_payment_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_income_mark(array_agg(p.id), array_agg(p.payment_date)) FROM payments p WHERE p.id IN (SELECT payment_id FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_income_mark(array_agg(p.id), array_agg(p.payment_date)) FROM payments p WHERE p.id IN (SELECT payment_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- an expense added, changed or removed: the months of its old and new date
CREATE FUNCTION report_expense_dirty_add(months date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_expense_dirty (month) SELECT DISTINCT month FROM unnest(months) AS month ORDER BY 1 ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION report_expense_by_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM report_expense_dirty_add(ARRAY(SELECT date_trunc('month', expense_date)::date FROM new_rows)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM report_expense_dirty_add(ARRAY(SELECT date_trunc('month', expense_date)::date FROM old_rows)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_payments_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_income_by_payment();
--> statement-breakpoint
CREATE TRIGGER report_payment_details_insert AFTER INSERT ON payment_details REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_income_by_line();
--> statement-breakpoint
CREATE TRIGGER report_payment_details_update AFTER UPDATE ON payment_details REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_income_by_line();
--> statement-breakpoint
CREATE TRIGGER report_payment_details_delete AFTER DELETE ON payment_details REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_income_by_line();
--> statement-breakpoint
CREATE TRIGGER report_payment_types_insert AFTER INSERT ON payment_descriptor_links REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_income_by_payment_type();
--> statement-breakpoint
CREATE TRIGGER report_payment_types_update AFTER UPDATE ON payment_descriptor_links REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_income_by_payment_type();
--> statement-breakpoint
CREATE TRIGGER report_payment_types_delete AFTER DELETE ON payment_descriptor_links REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_income_by_payment_type();
--> statement-breakpoint
CREATE TRIGGER report_expenses_insert AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_expense_by_row();
--> statement-breakpoint
CREATE TRIGGER report_expenses_update AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_expense_by_row();
--> statement-breakpoint
CREATE TRIGGER report_expenses_delete AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_expense_by_row();
--> statement-breakpoint
-- the backfill: the sums of the history already written, in the migration's transaction
SELECT report_sums_rebuild();
