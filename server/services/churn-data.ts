import { sql } from 'drizzle-orm';
import { MARKS_WINDOW, RECENT_LESSONS, SIBLING_DAYS, markValue, type ChurnInput } from '../../resources/churn/rule';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';

// What the churn rule (resources/churn/rule.ts) reads for every active enrolment, in six set-based reads: the
// enrolments with their group's current cycle from the kept money state (ledger_enrolments, ledger_cycles: every
// kept row is an active enrolment of an active student and group), the last attendance marks, the last marks, the
// comments on unpaid cycles, the brothers and sisters who left, and the tasks already made.

export type ChurnEnrolment = {
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  teacherName: string | null;
  cycle: number;
  input: ChurnInput;
  taskId: number | null;
};

type EnrolmentRow = {
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  teacherName: string | null;
  cycle: number;
  passed: number | null;
  paidLines: number | null;
  studiedBefore: boolean;
};

const key = (studentId: number, classId: number) => `${studentId}-${classId}`;

const grouped = <Row extends { studentId: number; classId: number }>(rows: Row[]) => {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const list = map.get(key(row.studentId, row.classId));
    if (list) list.push(row);
    else map.set(key(row.studentId, row.classId), [row]);
  }
  return map;
};

export const loadChurnEnrolments = async (db: DbOrTx, today: string): Promise<ChurnEnrolment[]> => {
  // one after the other: inside a transaction they share one connection
  const enrolments = await queryRows<EnrolmentRow>(
    db,
    sql`select le.student_id as "studentId", s.name as "studentName", le.class_id as "classId", c.name as "className",
          t.name as "teacherName", c.cycle,
          (lc.marked + (select count(*) from unnest(lc.due_dates) as due where due <= ${today}::date))::int as passed,
          lc.paid_lines as "paidLines",
          exists (select 1 from ledger_cycles earlier where earlier.student_id = le.student_id and earlier.class_id = le.class_id
            and earlier.cycle_number < c.cycle and earlier.marked > 0) as "studiedBefore"
        from ledger_enrolments le
        join students s on s.id = le.student_id
        join school_classes c on c.id = le.class_id
        left join staff t on t.id = c.staff_id
        left join ledger_cycles lc on lc.student_id = le.student_id and lc.class_id = le.class_id and lc.cycle_number = c.cycle`,
  );
  // the last marked lessons of each enrolment, newest first (by cycle and number: a lesson may have no date)
  const attendance = await queryRows<{ studentId: number; classId: number; value: string }>(
    db,
    sql`select "studentId", "classId", value from (
          select g.student_id as "studentId", l.class_id as "classId", g.value,
            row_number() over (partition by g.student_id, l.class_id order by l.cycle_number desc, l.lesson_number desc) as place
          from grades g join lessons l on l.id = g.lesson_id
          join ledger_enrolments le on le.student_id = g.student_id and le.class_id = l.class_id
          where g.grade_type = 'attendance' and btrim(coalesce(g.value, '')) <> '') recent
        where place <= ${RECENT_LESSONS} order by "studentId", "classId", place`,
  );
  // the last numeric marks (classwork, then homework, of each lesson), newest first
  const marks = await queryRows<{ studentId: number; classId: number; value: string }>(
    db,
    sql`select "studentId", "classId", value from (
          select g.student_id as "studentId", l.class_id as "classId", g.value,
            row_number() over (partition by g.student_id, l.class_id order by l.cycle_number desc, l.lesson_number desc, g.grade_type desc) as place
          from grades g join lessons l on l.id = g.lesson_id
          join ledger_enrolments le on le.student_id = g.student_id and le.class_id = l.class_id
          where g.grade_type in ('classwork', 'homework') and g.value ~ '^\\s*[1-5]([^0-9]|$)') recent
        where place <= ${2 * MARKS_WINDOW} order by "studentId", "classId", place`,
  );
  // comments on the enrolment's cycles that are still unpaid, newest first
  const comments = await queryRows<{ studentId: number; classId: number; content: string }>(
    db,
    sql`select dc.student_id as "studentId", dc.class_id as "classId", dc.content
        from admin_debt_comments dc
        join ledger_cycles lc on lc.student_id = dc.student_id and lc.class_id = dc.class_id and lc.cycle_number = dc.cycle_number
        where lc.paid_lines = 0 order by dc.updated_at desc, dc.id desc`,
  );
  // a brother or sister (the same parent) with no enrolment going on, whose last one ended within SIBLING_DAYS
  const siblings = await queryRows<{ studentId: number; name: string; leftOn: string }>(
    db,
    sql`select s.id as "studentId", sibling.name, max(sc.disenrollment_date)::text as "leftOn"
        from students s
        join students sibling on sibling.parent_id = s.parent_id and sibling.id <> s.id
        join student_classes sc on sc.student_id = sibling.id
        where s.id in (select student_id from ledger_enrolments)
        group by s.id, sibling.id, sibling.name
        having max(sc.disenrollment_date) between ${today}::date - ${SIBLING_DAYS}::int and ${today}::date
          and not bool_or(not sc.is_archived and (sc.disenrollment_date is null or sc.disenrollment_date > ${today}::date))
        order by s.id, "leftOn", sibling.name`,
  );
  const tasks = await queryRows<{ studentId: number; classId: number; cycle: number; taskId: number | null }>(
    db,
    sql`select student_id as "studentId", class_id as "classId", cycle_number as cycle, task_id as "taskId" from churn_tasks`,
  );

  const attendanceOf = grouped(attendance);
  const marksOf = grouped(marks);
  const commentsOf = grouped(comments);
  const siblingsOf = new Map<number, { name: string; leftOn: string }[]>();
  for (const sibling of siblings) siblingsOf.set(sibling.studentId, [...(siblingsOf.get(sibling.studentId) ?? []), { name: sibling.name, leftOn: sibling.leftOn }]);
  const taskOf = new Map(tasks.map((task) => [`${task.studentId}-${task.classId}-${task.cycle}`, task.taskId]));

  return enrolments.map((row) => {
    const here = key(row.studentId, row.classId);
    return {
      studentId: row.studentId,
      studentName: row.studentName,
      classId: row.classId,
      className: row.className,
      teacherName: row.teacherName,
      cycle: row.cycle,
      taskId: taskOf.get(`${here}-${row.cycle}`) ?? null,
      input: {
        recentAttendance: (attendanceOf.get(here) ?? []).map((mark) => mark.value.startsWith('+')),
        nextCycle: row.studiedBefore && row.passed !== null ? { lessonsPassed: row.passed, paid: (row.paidLines ?? 0) > 0 } : undefined,
        debtComments: (commentsOf.get(here) ?? []).map((comment) => comment.content),
        marks: (marksOf.get(here) ?? []).flatMap((mark) => markValue(mark.value) ?? []).reverse(),
        siblingsLeft: siblingsOf.get(row.studentId) ?? [],
      },
    };
  });
};
