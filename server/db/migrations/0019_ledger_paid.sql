CREATE TABLE "ledger_paid" (
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"class_cycle" integer NOT NULL,
	"amount" numeric NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "ledger_paid_student_id_class_id_class_cycle_pk" PRIMARY KEY("student_id","class_id","class_cycle")
);
--> statement-breakpoint
CREATE INDEX "ledger_paid_class_cycle_idx" ON "ledger_paid" USING btree ("class_cycle","class_id");--> statement-breakpoint
-- Issue 22: what each student paid per group and cycle is kept with the rest of the student's money state, so the
-- profit report of one cycle (money.md §3) and the forecasts (§16) read a row per student instead of every payment
-- line of the cycle (31,800 lines for cycle 1 at the reports bench's 200,000 payments). ledger_refresh, which the
-- ledger's triggers run at the commit for every student a payment, line or void touches, rebuilds them too,
-- first: the cycles' paid lines are read from them.
CREATE OR REPLACE FUNCTION ledger_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_cycles WHERE student_id = ANY(ids);
  DELETE FROM ledger_enrolments WHERE student_id = ANY(ids);
  DELETE FROM ledger_paid WHERE student_id = ANY(ids);
  -- what each student paid per group and cycle: every line of a payment not voided
  INSERT INTO ledger_paid (student_id, class_id, class_cycle, amount, lines)
  SELECT p.student_id, d.class_id, d.class_cycle, sum(d.amount), count(*)::integer
  FROM payments p JOIN payment_details d ON d.payment_id = p.id
  WHERE p.voided_at IS NULL AND p.student_id = ANY(ids)
  GROUP BY p.student_id, d.class_id, d.class_cycle;
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
  LEFT JOIN ledger_paid paid ON paid.student_id = sc.student_id AND paid.class_id = sc.class_id AND paid.class_cycle = l.cycle_number
  WHERE NOT sc.is_archived AND sc.student_id = ANY(ids)
  GROUP BY sc.student_id, sc.class_id, l.cycle_number;
END $$;
--> statement-breakpoint
-- the backfill: every student's payments
INSERT INTO ledger_paid (student_id, class_id, class_cycle, amount, lines)
SELECT p.student_id, d.class_id, d.class_cycle, sum(d.amount), count(*)::integer
FROM payments p JOIN payment_details d ON d.payment_id = p.id
WHERE p.voided_at IS NULL
GROUP BY p.student_id, d.class_id, d.class_cycle;
