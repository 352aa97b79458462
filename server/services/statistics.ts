import { sql, type SQL } from 'drizzle-orm';
import {
  trendUnit,
  type ClassAttendance,
  type EnrollmentTracking,
  type PaymentsOverview,
  type SchoolOverview,
  type StatisticsRange,
  type StayRecord,
} from '../../resources/statistics';
import type { DbOrTx } from '../db/types';

// docs/api-operations.md "Statistics". Every figure is one aggregate statement over the period; a student is
// "current" with an enrolment that has no leaving date (and the student not archived).

const rowsOf = async <Row>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

// A present mark is one that starts with '+' (operations.md §5 "Gradebook"); an empty mark is no mark.
const PRESENT = sql`g.value like '+%'`;
const MARKED = sql`g.grade_type = 'attendance' and coalesce(g.value, '') <> ''`;

const bucket = (range: StatisticsRange, column: SQL) =>
  trendUnit(range) === 'day' ? sql`${column}::date` : sql`date_trunc('month', ${column})::date`;

const percent = (part: SQL, whole: SQL) => sql`case when ${whole} = 0 then null else round(100.0 * ${part} / ${whole})::int end`;

export const schoolOverview = async (db: DbOrTx, range: StatisticsRange, withPayments: boolean): Promise<SchoolOverview> => {
  const { startDate, endDate } = range;
  const [figures] = await rowsOf<{
    current_students: number;
    new_students: number;
    left_students: number;
    lessons_count: number;
    attendance: number | null;
    payments_count: number;
    payments_amount: string;
  }>(
    db,
    sql`select
      (select count(distinct sc.student_id)::int from student_classes sc join students s on s.id = sc.student_id
        where sc.disenrollment_date is null and not sc.is_archived and not s.is_archived) as current_students,
      (select count(*)::int from (select student_id from student_classes group by student_id
        having min(enrollment_date) between ${startDate} and ${endDate}) joined) as new_students,
      (select count(distinct student_id)::int from student_classes where disenrollment_date between ${startDate} and ${endDate}) as left_students,
      (select count(*)::int from lessons where lesson_date between ${startDate} and ${endDate}) as lessons_count,
      (select ${percent(sql`count(*) filter (where ${PRESENT})`, sql`count(*)`)} from grades g join lessons l on l.id = g.lesson_id
        where l.lesson_date between ${startDate} and ${endDate} and ${MARKED}) as attendance,
      (select count(*)::int from payments where voided_at is null and payment_date between ${startDate} and ${endDate}) as payments_count,
      (select coalesce(sum(total_amount), 0)::text from payments where voided_at is null and payment_date between ${startDate} and ${endDate}) as payments_amount`,
  );
  const studentsBySchoolYear = await rowsOf<{ name: string; count: number }>(
    db,
    sql`select y.description as name, count(distinct s.id)::int as count
      from students s join student_classes sc on sc.student_id = s.id and sc.disenrollment_date is null and not sc.is_archived
      join school_years y on y.id = s.school_year_id
      where not s.is_archived group by y.description order by count desc, y.description`,
  );
  const lessonsBySchoolYear = await rowsOf<{ name: string; count: number }>(
    db,
    sql`select y.description as name, count(*)::int as count
      from lessons l join school_classes c on c.id = l.class_id join school_years y on y.id = c.school_year_id
      where l.lesson_date between ${startDate} and ${endDate} group by y.description order by count desc, y.description`,
  );
  const trendsData = await rowsOf<{ date: string; newStudents: number; leftStudents: number; attendance: number | null }>(
    db,
    sql`with joined as (
        select ${bucket(range, sql`first_day`)} as day, count(*)::int as n from (select min(enrollment_date) as first_day from student_classes group by student_id) f
        where first_day between ${startDate} and ${endDate} group by 1),
      left_ as (
        select ${bucket(range, sql`disenrollment_date`)} as day, count(distinct student_id)::int as n from student_classes
        where disenrollment_date between ${startDate} and ${endDate} group by 1),
      marks as (
        select ${bucket(range, sql`l.lesson_date`)} as day, ${percent(sql`count(*) filter (where ${PRESENT})`, sql`count(*)`)} as attendance
        from grades g join lessons l on l.id = g.lesson_id where l.lesson_date between ${startDate} and ${endDate} and ${MARKED} group by 1),
      days as (select day from joined union select day from left_ union select day from marks)
      select days.day::text as "date", coalesce(joined.n, 0) as "newStudents", coalesce(left_.n, 0) as "leftStudents", marks.attendance as "attendance"
      from days left join joined using (day) left join left_ using (day) left join marks using (day) order by days.day`,
  );
  return {
    currentStudents: figures.current_students,
    newStudents: figures.new_students,
    leftStudents: figures.left_students,
    lessonsCount: figures.lessons_count,
    attendance: figures.attendance,
    paymentsCount: withPayments ? figures.payments_count : null,
    paymentsAmount: withPayments ? figures.payments_amount : null,
    studentsBySchoolYear,
    lessonsBySchoolYear,
    trendsData,
  };
};

// Who left (a leaving date in the period) or joined (an enrolment date in the period), one row per enrolment.
export const stays = (db: DbOrTx, range: StatisticsRange, which: 'left' | 'joined') =>
  rowsOf<StayRecord>(
    db,
    sql`select sc.id as "studentClassId", s.id as "studentId", s.name as "studentName", c.name as "className",
        sc.enrollment_date::text as "enrollmentDate", sc.disenrollment_date::text as "disenrollmentDate"
      from student_classes sc join students s on s.id = sc.student_id join school_classes c on c.id = sc.class_id
      where ${which === 'left' ? sql`sc.disenrollment_date` : sql`sc.enrollment_date`} between ${range.startDate} and ${range.endDate}
      order by ${which === 'left' ? sql`sc.disenrollment_date` : sql`sc.enrollment_date`} desc, s.name, sc.id`,
  );

// Per group with lessons in the period: the marks expected (each lesson × the students enrolled on its day),
// the present ones, and the rest as absent (an unmarked expected attendance counts as absent).
export const classAttendance = (db: DbOrTx, range: StatisticsRange) =>
  rowsOf<ClassAttendance>(
    db,
    sql`with period_lessons as (
        select l.id, l.class_id, l.lesson_date from lessons l where l.lesson_date between ${range.startDate} and ${range.endDate}),
      expected as (
        select pl.class_id, count(*)::int as theoretical,
          count(*) filter (where exists (select 1 from grades g where g.lesson_id = pl.id and g.student_id = sc.student_id
            and g.grade_type = 'attendance' and ${PRESENT}))::int as present
        from period_lessons pl join student_classes sc on sc.class_id = pl.class_id
          and sc.enrollment_date <= pl.lesson_date and (sc.disenrollment_date is null or sc.disenrollment_date > pl.lesson_date)
        group by pl.class_id),
      lesson_counts as (select class_id, count(*)::int as total from period_lessons group by class_id)
      select c.id as "classId", c.name as "className", t.name as "teacherName", sub.name as "subjectName",
        ${percent(sql`coalesce(e.present, 0)`, sql`coalesce(e.theoretical, 0)`)} as "attendancePercentage",
        lc.total as "totalLessons", coalesce(e.theoretical, 0) as "theoreticalAttendances", coalesce(e.present, 0) as "presentAttendances",
        coalesce(e.theoretical, 0) - coalesce(e.present, 0) as "absentAttendances"
      from lesson_counts lc join school_classes c on c.id = lc.class_id left join expected e on e.class_id = lc.class_id
        left join staff t on t.id = c.staff_id left join subjects sub on sub.id = c.subject_id
      order by "attendancePercentage" desc nulls last, c.name`,
  );

export const paymentsOverview = async (db: DbOrTx, range: StatisticsRange): Promise<PaymentsOverview> => {
  const inPeriod = sql`p.voided_at is null and p.payment_date between ${range.startDate} and ${range.endDate}`;
  const [figures] = await rowsOf<Omit<PaymentsOverview, 'trendsData' | 'paymentsByClass'>>(
    db,
    sql`select count(*)::int as "paymentsCount", coalesce(sum(p.total_amount), 0)::text as "totalAmount",
        coalesce(round(avg(p.total_amount), 2), 0)::text as "averageAmount",
        coalesce(round((percentile_cont(0.5) within group (order by p.total_amount))::numeric, 2), 0)::text as "medianAmount",
        coalesce(min(p.total_amount), 0)::text as "minAmount", coalesce(max(p.total_amount), 0)::text as "maxAmount"
      from payments p where ${inPeriod}`,
  );
  const trendsData = await rowsOf<PaymentsOverview['trendsData'][number]>(
    db,
    sql`select ${bucket(range, sql`p.payment_date`)}::text as "date", sum(p.total_amount)::text as "totalAmount", count(*)::int as "paymentsCount"
      from payments p where ${inPeriod} group by 1 order by 1`,
  );
  const paymentsByClass = await rowsOf<PaymentsOverview['paymentsByClass'][number]>(
    db,
    sql`select c.id as "classId", c.name as "className", count(distinct d.payment_id)::int as "paymentsCount",
        sum(d.amount)::text as "totalAmount", round(sum(d.amount) / count(distinct d.payment_id), 2)::text as "averageAmount"
      from payment_details d join payments p on p.id = d.payment_id join school_classes c on c.id = d.class_id
      where ${inPeriod} group by c.id, c.name order by sum(d.amount) desc, c.name`,
  );
  return { ...figures, trendsData, paymentsByClass };
};

// Every group that has had students, with its enrolments (the disenrollment tab's tree).
export const enrollmentTracking = async (db: DbOrTx): Promise<EnrollmentTracking[]> => {
  const rows = await rowsOf<{
    class_id: number;
    class_name: string;
    teacher_id: number | null;
    teacher_name: string | null;
    student_class_id: number;
    student_id: number;
    student_name: string;
    enrollment_date: string;
    disenrollment_date: string | null;
  }>(
    db,
    sql`select c.id as class_id, c.name as class_name, t.id as teacher_id, t.name as teacher_name, sc.id as student_class_id,
        s.id as student_id, s.name as student_name, sc.enrollment_date::text as enrollment_date, sc.disenrollment_date::text as disenrollment_date
      from student_classes sc join school_classes c on c.id = sc.class_id join students s on s.id = sc.student_id
        left join staff t on t.id = c.staff_id
      order by c.name collate "und-x-icu", c.id, sc.enrollment_date, s.name collate "und-x-icu", sc.id`,
  );
  const groups = new Map<number, EnrollmentTracking>();
  for (const row of rows) {
    let group = groups.get(row.class_id);
    if (!group) {
      group = { schoolClassId: row.class_id, schoolClassName: row.class_name, teacherId: row.teacher_id, teacherName: row.teacher_name, currentStudents: 0, pastStudents: 0, studentEnrollments: [] };
      groups.set(row.class_id, group);
    }
    if (row.disenrollment_date) group.pastStudents += 1;
    else group.currentStudents += 1;
    group.studentEnrollments.push({
      studentClassId: row.student_class_id,
      studentId: row.student_id,
      studentName: row.student_name,
      enrollmentDate: row.enrollment_date,
      disenrollmentDate: row.disenrollment_date,
    });
  }
  return [...groups.values()];
};
