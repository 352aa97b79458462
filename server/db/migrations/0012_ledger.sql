CREATE TABLE "ledger_cycles" (
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"cycle_number" integer NOT NULL,
	"marked" integer NOT NULL,
	"present" integer NOT NULL,
	"due_dates" date[] NOT NULL,
	"first_due" date,
	"paid_lines" integer NOT NULL,
	CONSTRAINT "ledger_cycles_student_id_class_id_cycle_number_pk" PRIMARY KEY("student_id","class_id","cycle_number")
);
--> statement-breakpoint
CREATE TABLE "ledger_dirty" (
	"student_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_enrolments" (
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"price_kopecks" bigint,
	CONSTRAINT "ledger_enrolments_student_id_class_id_pk" PRIMARY KEY("student_id","class_id")
);
--> statement-breakpoint
CREATE INDEX "ledger_cycles_unpaid_idx" ON "ledger_cycles" USING btree ("student_id") WHERE "ledger_cycles"."paid_lines" = 0;--> statement-breakpoint
-- Issue 22: the kept state of the debtors page (docs/money.md §15). ledger_refresh rebuilds the rows of some
-- students from their history; the statement triggers below mark the students a write touches in ledger_dirty, and
-- the deferred ledger_settle trigger rebuilds them at the commit of that same transaction.
CREATE FUNCTION ledger_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_cycles WHERE student_id = ANY(ids);
  DELETE FROM ledger_enrolments WHERE student_id = ANY(ids);
  -- the cycle price of each active group (docs/money.md §2): tiers among the student's active groups with a tariff,
  -- dearest first-subject price for the student first, then the lower group id; old prices column by column; the
  -- discount price a ceiling
  INSERT INTO ledger_enrolments (student_id, class_id, price_kopecks)
  SELECT student_id, class_id,
    CASE WHEN tariff_id IS NULL THEN NULL WHEN discount IS NOT NULL AND discount < tier_price THEN discount ELSE tier_price END
  FROM (
    SELECT ranked.*,
      CASE LEAST(place, 3) WHEN 1 THEN first_price WHEN 2 THEN second_price ELSE third_price END AS tier_price
    FROM (
      SELECT e.*,
        CASE WHEN e.tariff_id IS NULL THEN NULL
          ELSE row_number() OVER (PARTITION BY e.student_id, e.tariff_id IS NULL ORDER BY e.first_price DESC, e.class_id) END AS place
      FROM (
        SELECT sc.student_id, sc.class_id, t.id AS tariff_id,
          (100 * CASE WHEN s.eligible_for_old_price AND t.old_price_for_first_subject IS NOT NULL THEN t.old_price_for_first_subject ELSE t.price_for_first_subject END)::bigint AS first_price,
          (100 * CASE WHEN s.eligible_for_old_price AND t.old_price_for_second_subject IS NOT NULL THEN t.old_price_for_second_subject ELSE t.price_for_second_subject END)::bigint AS second_price,
          (100 * CASE WHEN s.eligible_for_old_price AND t.old_price_for_third_subject IS NOT NULL THEN t.old_price_for_third_subject ELSE t.price_for_third_subject END)::bigint AS third_price,
          CASE WHEN NOT s.eligible_for_discount_price THEN NULL
            ELSE (100 * CASE WHEN s.eligible_for_old_price AND t.old_price_with_discount IS NOT NULL THEN t.old_price_with_discount ELSE t.price_with_discount END)::bigint END AS discount
        FROM student_classes sc
        JOIN students s ON s.id = sc.student_id AND NOT s.is_archived
        JOIN school_classes c ON c.id = sc.class_id AND NOT c.is_archived
        LEFT JOIN subject_pricing t ON t.id = c.subject_pricing_id
        WHERE NOT sc.is_archived AND sc.student_id = ANY(ids)
      ) e
    ) ranked
  ) priced;
  -- per cycle with lessons: the marked lessons (passed), those present, the unmarked dated lessons inside the
  -- enrolment (each passes on its day), and the payment lines of payments not voided (docs/money.md §4, §5)
  INSERT INTO ledger_cycles (student_id, class_id, cycle_number, marked, present, due_dates, first_due, paid_lines)
  SELECT sc.student_id, sc.class_id, l.cycle_number,
    count(*) FILTER (WHERE btrim(coalesce(g.value, '')) <> ''),
    count(*) FILTER (WHERE g.value LIKE '+%'),
    coalesce(array_agg(l.lesson_date ORDER BY l.lesson_date) FILTER (WHERE btrim(coalesce(g.value, '')) = '' AND l.lesson_date IS NOT NULL
      AND l.lesson_date >= sc.enrollment_date AND (sc.disenrollment_date IS NULL OR l.lesson_date <= sc.disenrollment_date)), '{}'),
    min(l.lesson_date) FILTER (WHERE btrim(coalesce(g.value, '')) = '' AND l.lesson_date IS NOT NULL
      AND l.lesson_date >= sc.enrollment_date AND (sc.disenrollment_date IS NULL OR l.lesson_date <= sc.disenrollment_date)),
    coalesce(max(paid.lines), 0)
  FROM student_classes sc
  JOIN students s ON s.id = sc.student_id AND NOT s.is_archived
  JOIN school_classes c ON c.id = sc.class_id AND NOT c.is_archived
  JOIN lessons l ON l.class_id = sc.class_id
  LEFT JOIN grades g ON g.lesson_id = l.id AND g.student_id = sc.student_id AND g.grade_type = 'attendance'
  LEFT JOIN (
    SELECT p.student_id, d.class_id, d.class_cycle, count(*)::integer AS lines
    FROM payments p JOIN payment_details d ON d.payment_id = p.id
    WHERE p.voided_at IS NULL AND p.student_id = ANY(ids)
    GROUP BY p.student_id, d.class_id, d.class_cycle
  ) paid ON paid.student_id = sc.student_id AND paid.class_id = sc.class_id AND paid.class_cycle = l.cycle_number
  WHERE NOT sc.is_archived AND sc.student_id = ANY(ids)
  GROUP BY sc.student_id, sc.class_id, l.cycle_number;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_mark(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_dirty (student_id)
  SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  WITH settled AS (DELETE FROM ledger_dirty RETURNING student_id) SELECT array_agg(student_id) INTO ids FROM settled;
  IF ids IS NOT NULL THEN PERFORM ledger_refresh(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_settle AFTER INSERT ON ledger_dirty DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_settle();
--> statement-breakpoint
CREATE FUNCTION ledger_by_student() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM ledger_mark(ARRAY(SELECT student_id FROM new_rows)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM ledger_mark(ARRAY(SELECT student_id FROM old_rows)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_by_payment_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM ledger_mark(ARRAY(SELECT p.student_id FROM new_rows r JOIN payments p ON p.id = r.payment_id)); END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM ledger_mark(ARRAY(SELECT p.student_id FROM old_rows r JOIN payments p ON p.id = r.payment_id)); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_by_lesson() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ledger_mark(ARRAY(SELECT sc.student_id FROM student_classes sc WHERE sc.class_id IN (SELECT class_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM ledger_mark(ARRAY(SELECT sc.student_id FROM student_classes sc WHERE sc.class_id IN (SELECT class_id FROM old_rows)));
  ELSE
    PERFORM ledger_mark(ARRAY(SELECT sc.student_id FROM student_classes sc WHERE sc.class_id IN (
      SELECT n.class_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.lesson_date, n.cycle_number, n.class_id) IS DISTINCT FROM (o.lesson_date, o.cycle_number, o.class_id)
      UNION SELECT o.class_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.lesson_date, n.cycle_number, n.class_id) IS DISTINCT FROM (o.lesson_date, o.cycle_number, o.class_id))));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_by_student_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_mark(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.is_archived, n.eligible_for_discount_price, n.eligible_for_old_price) IS DISTINCT FROM (o.is_archived, o.eligible_for_discount_price, o.eligible_for_old_price)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_by_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_mark(ARRAY(SELECT sc.student_id FROM student_classes sc WHERE sc.class_id IN (
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.is_archived, n.subject_pricing_id) IS DISTINCT FROM (o.is_archived, o.subject_pricing_id))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_by_tariff() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_mark(ARRAY(SELECT sc.student_id FROM student_classes sc JOIN school_classes c ON c.id = sc.class_id
    WHERE c.subject_pricing_id IN (SELECT id FROM new_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_grades_insert AFTER INSERT ON grades REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student();
--> statement-breakpoint
CREATE TRIGGER ledger_grades_update AFTER UPDATE ON grades REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student();
--> statement-breakpoint
CREATE TRIGGER ledger_grades_delete AFTER DELETE ON grades REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student();
--> statement-breakpoint
CREATE TRIGGER ledger_payments_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student();
--> statement-breakpoint
CREATE TRIGGER ledger_payments_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student();
--> statement-breakpoint
CREATE TRIGGER ledger_payments_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student();
--> statement-breakpoint
CREATE TRIGGER ledger_payment_details_insert AFTER INSERT ON payment_details REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_payment_line();
--> statement-breakpoint
CREATE TRIGGER ledger_payment_details_update AFTER UPDATE ON payment_details REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_payment_line();
--> statement-breakpoint
CREATE TRIGGER ledger_payment_details_delete AFTER DELETE ON payment_details REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_payment_line();
--> statement-breakpoint
CREATE TRIGGER ledger_student_classes_insert AFTER INSERT ON student_classes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student();
--> statement-breakpoint
CREATE TRIGGER ledger_student_classes_update AFTER UPDATE ON student_classes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student();
--> statement-breakpoint
CREATE TRIGGER ledger_student_classes_delete AFTER DELETE ON student_classes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student();
--> statement-breakpoint
CREATE TRIGGER ledger_lessons_insert AFTER INSERT ON lessons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_lesson();
--> statement-breakpoint
CREATE TRIGGER ledger_lessons_update AFTER UPDATE ON lessons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_lesson();
--> statement-breakpoint
CREATE TRIGGER ledger_lessons_delete AFTER DELETE ON lessons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_lesson();
--> statement-breakpoint
CREATE TRIGGER ledger_students_update AFTER UPDATE ON students REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_student_record();
--> statement-breakpoint
CREATE TRIGGER ledger_groups_update AFTER UPDATE ON school_classes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_group();
--> statement-breakpoint
CREATE TRIGGER ledger_tariffs_update AFTER UPDATE ON subject_pricing REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_by_tariff();
--> statement-breakpoint
-- the backfill: every student's rows from the history already written (timed in docs/money.md §15)
SELECT ledger_refresh(ARRAY(SELECT id FROM students));
