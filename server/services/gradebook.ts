import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  gradebookMessages as messages,
  type AvailableCycles,
  type Gradebook,
  type GradebookQuery,
  type GradeCell,
  type GradeUpsert,
  type LessonPatch,
  type StudentOption,
} from '../../resources/gradebook';
import type { GradeType } from '../../resources/grades';
import { grades, homeworks, lessons, schoolClasses, studentClasses, students } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { audit, definedOnly, lockRow, type WriteContext } from '../lib/write-context';

// docs/api-operations.md "Gradebook": one group's lessons of a cycle, its students and their three kinds of grade.

const rowsOf = async <Row>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

// An enrolment is present while it has no leaving date (or one still ahead) and neither it nor the student is archived.
const PRESENT = sql`(sc.disenrollment_date is null or sc.disenrollment_date > current_date) and not sc.is_archived and not s.is_archived`;

const groupOf = async (db: DbOrTx, classId: number) => {
  const [group] = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name, cycle: schoolClasses.cycle, lessonsPerCycle: schoolClasses.lessonsPerCycle })
    .from(schoolClasses)
    .where(eq(schoolClasses.id, classId));
  if (!group) throw new NotFoundError(messages.groupNotFound);
  return group;
};

export const readGradebook = async (db: DbOrTx, query: GradebookQuery): Promise<Gradebook> => {
  const group = await groupOf(db, query.schoolClassId);
  const cycle = query.cycle ?? Math.max(group.cycle, 1);
  // one after the other: inside a transaction or on one connection, statements cannot overlap
  const studentRows = await rowsOf<{ id: number; student_name: string; enrollment_date: string; disenrollment_date: string | null; is_present: boolean }>(
      db,
      sql`select s.id, s.name as student_name, sc.enrollment_date::text as enrollment_date,
          sc.disenrollment_date::text as disenrollment_date, ${PRESENT} as is_present
        from student_classes sc join students s on s.id = sc.student_id
        where sc.class_id = ${group.id} ${query.isOnlyPresentStudents ? sql`and ${PRESENT}` : sql``}
        order by sc.enrollment_date, sc.id`,
  );
  const lessonRows = await rowsOf<{ id: number; lesson_number: number; lesson_name: string | null; lesson_date: string | null; homework_id: number | null; homework_text: string | null }>(
      db,
      sql`select l.id, l.lesson_number, l.lesson_name, l.lesson_date::text as lesson_date, h.id as homework_id, h.text as homework_text
        from lessons l left join homeworks h on h.lesson_id = l.id
        where l.class_id = ${group.id} and l.cycle_number = ${cycle}
        order by l.lesson_number`,
  );
  const gradeRows =
    studentRows.length === 0 || lessonRows.length === 0
      ? []
      : await rowsOf<{ id: number; student_id: number; lesson_id: number; grade_type: GradeType; value: string | null; color: string | null }>(
          db,
          sql`select g.id, g.student_id, g.lesson_id, g.grade_type, g.value, g.color from grades g
            where g.lesson_id = any(${sql.param(lessonRows.map((lesson) => lesson.id))}::int[])
              and g.student_id = any(${sql.param(studentRows.map((student) => student.id))}::int[])`,
        );
  return {
    classInfo: { className: group.name, schoolClassId: group.id, classCycle: group.cycle, numberOfLessonsPerCycle: group.lessonsPerCycle },
    cycle,
    students: studentRows.map((row) => ({
      id: row.id,
      studentName: row.student_name,
      enrollmentDate: row.enrollment_date,
      disenrollmentDate: row.disenrollment_date,
      isPresent: row.is_present,
    })),
    lessons: lessonRows.map((row) => ({
      id: row.id,
      lessonNumber: row.lesson_number,
      lessonName: row.lesson_name,
      lessonDate: row.lesson_date,
      homeworkId: row.homework_id,
      homeworkText: row.homework_text,
    })),
    grades: gradeRows.map((row) => ({
      studentId: row.student_id,
      lessonId: row.lesson_id,
      gradeType: row.grade_type,
      value: row.value ?? '',
      color: row.color,
      gradeId: row.id,
    })),
  };
};

// The cycles that have lessons, and the group's current one even without them.
export const availableCycles = async (db: DbOrTx, classId: number): Promise<AvailableCycles> => {
  const group = await groupOf(db, classId);
  const rows = await db.selectDistinct({ cycle: lessons.cycleNumber }).from(lessons).where(eq(lessons.classId, classId));
  const cycles = [...new Set([...rows.map((row) => row.cycle), ...(group.cycle > 0 ? [group.cycle] : [])])].sort((a, b) => a - b);
  return { currentCycle: group.cycle, cycles };
};

const lessonOf = async (db: DbOrTx, lessonId: number) => {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw new NotFoundError(messages.lessonNotFound);
  return lesson;
};

// A grade with neither value nor colour is no grade: its row goes, so the cell has no gradeId to colour.
export const upsertGrade = async (context: WriteContext, body: GradeUpsert): Promise<GradeCell> => {
  const { tx } = context;
  const lesson = await lessonOf(tx, body.lessonId);
  const [student] = await tx.select({ id: students.id }).from(students).where(eq(students.id, body.studentId));
  if (!student) throw new NotFoundError(messages.studentNotFound);
  const [enrolment] = await tx
    .select({ id: studentClasses.id })
    .from(studentClasses)
    .where(and(eq(studentClasses.studentId, body.studentId), eq(studentClasses.classId, lesson.classId)));
  if (!enrolment) throw new BadRequestError(messages.notInGroup);
  const key = and(eq(grades.lessonId, body.lessonId), eq(grades.studentId, body.studentId), eq(grades.gradeType, body.gradeType));
  const [before] = await tx.select().from(grades).where(key).for('update');
  const cell = { studentId: body.studentId, lessonId: body.lessonId, gradeType: body.gradeType, value: body.gradeValue, color: body.gradeColor };
  if (body.gradeValue === '' && body.gradeColor === null) {
    if (before) {
      await tx.delete(grades).where(eq(grades.id, before.id));
      await audit(context, 'delete', 'grades', before.id, { value: before.value, color: before.color }, null);
    }
    return { ...cell, gradeId: null };
  }
  const [saved] = await tx
    .insert(grades)
    .values({ lessonId: body.lessonId, studentId: body.studentId, gradeType: body.gradeType, value: body.gradeValue, color: body.gradeColor })
    .onConflictDoUpdate({ target: [grades.lessonId, grades.studentId, grades.gradeType], set: { value: body.gradeValue, color: body.gradeColor } })
    .returning({ id: grades.id });
  await audit(
    context,
    before ? 'update' : 'create',
    'grades',
    saved.id,
    before ? { value: before.value, color: before.color } : null,
    { lessonId: body.lessonId, studentId: body.studentId, gradeType: body.gradeType, value: body.gradeValue, color: body.gradeColor },
  );
  return { ...cell, gradeId: saved.id };
};

export const updateLesson = async (context: WriteContext, lessonId: number, patch: LessonPatch) => {
  const before = await lockRow(context.tx, lessons, lessonId);
  if (!before) throw new NotFoundError(messages.lessonNotFound);
  const changes = definedOnly({ lessonName: patch.lessonName, lessonDate: patch.lessonDate });
  if (Object.keys(changes).length === 0) throw new BadRequestError('Нечего сохранять: передайте lessonName или lessonDate');
  const [after] = await context.tx.update(lessons).set(changes).where(eq(lessons.id, lessonId)).returning();
  await audit(context, 'update', 'lessons', lessonId, { lessonName: before.lessonName, lessonDate: before.lessonDate }, { lessonName: after.lessonName, lessonDate: after.lessonDate });
  return { id: after.id, lessonNumber: after.lessonNumber, lessonName: after.lessonName, lessonDate: after.lessonDate, cycleNumber: after.cycleNumber };
};

export const updateHomework = async (context: WriteContext, homeworkId: number, text: string) => {
  const before = await lockRow(context.tx, homeworks, homeworkId);
  if (!before) throw new NotFoundError(messages.homeworkNotFound);
  await context.tx.update(homeworks).set({ text }).where(eq(homeworks.id, homeworkId));
  await audit(context, 'update', 'homeworks', homeworkId, { text: before.text }, { text });
  return { homeworkId, lessonId: before.lessonId, homeworkText: text };
};

// A lesson has at most one homework (homeworks_lesson_id_uq): a second create is refused, the screen then PATCHes.
export const createHomework = async (context: WriteContext, lessonId: number, text: string) => {
  await lessonOf(context.tx, lessonId);
  const [created] = await context.tx.insert(homeworks).values({ lessonId, text }).onConflictDoNothing().returning({ id: homeworks.id });
  if (!created) throw new BadRequestError(messages.homeworkExists);
  await audit(context, 'create', 'homeworks', created.id, null, { lessonId, text });
  return { homeworkId: created.id, lessonId, homeworkText: text };
};

// Adding brings a student back when an earlier enrolment exists (one row per student and group); a present one
// is refused.
export const addStudentToClass = async (context: WriteContext, studentId: number, classId: number) => {
  const { tx } = context;
  await groupOf(tx, classId);
  const [student] = await tx.select({ id: students.id, isArchived: students.isArchived }).from(students).where(eq(students.id, studentId));
  if (!student) throw new NotFoundError(messages.studentNotFound);
  const [existing] = await tx
    .select()
    .from(studentClasses)
    .where(and(eq(studentClasses.studentId, studentId), eq(studentClasses.classId, classId)))
    .for('update');
  if (existing && !existing.isArchived && existing.disenrollmentDate === null) throw new BadRequestError(messages.alreadyInGroup);
  if (existing) {
    await tx.update(studentClasses).set({ disenrollmentDate: null, isArchived: false, enrollmentDate: sql`current_date` }).where(eq(studentClasses.id, existing.id));
    await audit(context, 'update', 'student-classes', existing.id, { disenrollmentDate: existing.disenrollmentDate, isArchived: existing.isArchived }, { disenrollmentDate: null, isArchived: false });
    return { studentClassId: existing.id, studentId, schoolClassId: classId };
  }
  const [created] = await tx.insert(studentClasses).values({ studentId, classId }).returning({ id: studentClasses.id });
  await audit(context, 'create', 'student-classes', created.id, null, { studentId, classId });
  return { studentClassId: created.id, studentId, schoolClassId: classId };
};

// Removing ends the enrolment today: the grades stay, and the statistics count the student as left.
export const removeStudentFromClass = async (context: WriteContext, studentId: number, classId: number) => {
  const { tx } = context;
  await groupOf(tx, classId);
  const [existing] = await tx
    .select()
    .from(studentClasses)
    .where(and(eq(studentClasses.studentId, studentId), eq(studentClasses.classId, classId)))
    .for('update');
  if (!existing || existing.isArchived || (existing.disenrollmentDate !== null && existing.disenrollmentDate <= (await today(tx)))) {
    throw new BadRequestError(messages.notInGroup);
  }
  const [after] = await tx.update(studentClasses).set({ disenrollmentDate: sql`current_date` }).where(eq(studentClasses.id, existing.id)).returning();
  await audit(context, 'update', 'student-classes', existing.id, { disenrollmentDate: existing.disenrollmentDate }, { disenrollmentDate: after.disenrollmentDate });
  return { studentClassId: existing.id, studentId, schoolClassId: classId };
};

const today = async (db: DbOrTx) => (await rowsOf<{ day: string }>(db, sql`select current_date::text as day`))[0].day;

// The next cycle after the latest one, with its lessons, and the group moved to it, in one transaction. The
// group's row is locked first, so a second click waits; when it says which cycle it saw (fromCycle) and a later
// one exists by then, it gets that one instead of a third.
export const createNextCycle = async (context: WriteContext, classId: number, fromCycle: number | undefined) => {
  const { tx } = context;
  const group = await lockRow(tx, schoolClasses, classId);
  if (!group) throw new NotFoundError(messages.groupNotFound);
  const [{ latest }] = await rowsOf<{ latest: number }>(
    tx,
    sql`select greatest(coalesce(max(cycle_number), 0), ${group.cycle})::int as latest from lessons where class_id = ${classId}`,
  );
  if (fromCycle !== undefined && latest > fromCycle) return { cycleNumber: latest, created: false };
  const cycleNumber = latest + 1;
  await tx.insert(lessons).values(Array.from({ length: group.lessonsPerCycle }, (_, index) => ({ classId, cycleNumber, lessonNumber: index + 1 })));
  await tx.update(schoolClasses).set({ cycle: cycleNumber }).where(eq(schoolClasses.id, classId));
  await audit(context, 'create-cycle', 'teacher-sheets', classId, { classCycle: group.cycle }, { classCycle: cycleNumber, lessons: group.lessonsPerCycle });
  return { cycleNumber, created: true };
};

// The add-student row: students not archived and not present in the group, by name, at most 50.
export const studentCandidates = async (db: DbOrTx, classId: number, search: string | undefined): Promise<StudentOption[]> => {
  await groupOf(db, classId);
  const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select s.id, s.name from students s
      where not s.is_archived ${pattern ? sql`and s.name ilike ${pattern}` : sql``}
        and not exists (select 1 from student_classes sc where sc.student_id = s.id and sc.class_id = ${classId} and ${PRESENT})
      order by s.name collate "und-x-icu", s.id limit 50`,
  );
  return rows.map((row) => ({ studentId: row.id, studentName: row.name }));
};
