import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  EXIT_NOT_FOUND,
  EXIT_STUDENT_NOT_IN_CLASS,
  GROUP_NOT_FOUND,
  type CreateExitBody,
  type StudentExit,
  type UpdateExitBody,
} from '../../resources/group-page';
import { schoolClasses, studentClasses, studentExits, students } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { audit, definedOnly, lockRow, type WriteContext } from '../lib/write-context';
import { ensureSchoolClass, inGroupNow } from './group-page';

// Student exits (operations.md §3 "Student exit", §7 "Group page and exits"): a note of why a student left a group
// in a cycle. Not money: a wrong note is deleted outright.

const STUDENT_NOT_FOUND = 'Ученик не найден';

// The group's students now, and the exits recorded for the exit's group and cycle.
const studentsNow = sql<number>`(select count(*)::int from ${studentClasses} join ${students} on ${students.id} = ${studentClasses.studentId}
  where ${studentClasses.classId} = ${studentExits.schoolClassId} and ${inGroupNow})`;
const exitedInCycle = sql<number>`(select count(*)::int from ${studentExits} as same_cycle
  where same_cycle.school_class_id = ${studentExits.schoolClassId} and same_cycle.class_cycle = ${studentExits.classCycle})`;

const exitRows = (db: DbOrTx) =>
  db
    .select({
      exitId: studentExits.id,
      classCycle: studentExits.classCycle,
      schoolClassId: studentExits.schoolClassId,
      schoolClassName: schoolClasses.name,
      numberOfStudentsInSchoolClass: studentsNow,
      numberOfStudentsExited: exitedInCycle,
      studentId: studentExits.studentId,
      studentName: students.name,
      exitReasonSaidToTeacher: studentExits.exitReasonSaidToTeacher,
      exitReasonSaidToAdmin: studentExits.exitReasonSaidToAdmin,
      retentionEffortsMade: studentExits.retentionEffortsMade,
    })
    .from(studentExits)
    .innerJoin(schoolClasses, eq(schoolClasses.id, studentExits.schoolClassId))
    .innerJoin(students, eq(students.id, studentExits.studentId))
    .$dynamic();

// Newest cycle first, then the latest recorded.
export const listExits = async (db: DbOrTx, schoolClassId: number): Promise<StudentExit[]> => {
  await ensureSchoolClass(db, schoolClassId);
  return exitRows(db)
    .where(eq(studentExits.schoolClassId, schoolClassId))
    .orderBy(desc(studentExits.classCycle), desc(studentExits.createdAt), desc(studentExits.id));
};

export const readExit = async (db: DbOrTx, exitId: number): Promise<StudentExit> => {
  const [row] = await exitRows(db).where(eq(studentExits.id, exitId));
  if (!row) throw new NotFoundError(EXIT_NOT_FOUND);
  return row;
};

// An exit names a group that exists and a student who has been in it (now or before).
const checkStudentInClass = async (db: DbOrTx, studentId: number, schoolClassId: number) => {
  const [group] = await db.select({ id: schoolClasses.id }).from(schoolClasses).where(eq(schoolClasses.id, schoolClassId));
  if (!group) throw new BadRequestError(GROUP_NOT_FOUND);
  const [student] = await db.select({ id: students.id }).from(students).where(eq(students.id, studentId));
  if (!student) throw new BadRequestError(STUDENT_NOT_FOUND);
  const [enrolled] = await db
    .select({ total: count() })
    .from(studentClasses)
    .where(and(eq(studentClasses.studentId, studentId), eq(studentClasses.classId, schoolClassId)));
  if (enrolled.total === 0) throw new BadRequestError(EXIT_STUDENT_NOT_IN_CLASS);
};

export const createExit = async (context: WriteContext, body: CreateExitBody) => {
  const { tx } = context;
  await checkStudentInClass(tx, body.studentId, body.schoolClassId);
  const values = {
    studentId: body.studentId,
    schoolClassId: body.schoolClassId,
    classCycle: body.classCycle,
    exitReasonSaidToTeacher: body.exitReasonSaidToTeacher ?? null,
    exitReasonSaidToAdmin: body.exitReasonSaidToAdmin ?? null,
    retentionEffortsMade: body.retentionEffortsMade ?? null,
  };
  const [created] = await tx.insert(studentExits).values(values).returning({ id: studentExits.id });
  await audit(context, 'create', 'student-exits', created.id, null, values);
  return created.id;
};

export const updateExit = async (context: WriteContext, exitId: number, body: UpdateExitBody) => {
  const { tx } = context;
  const before = await lockRow(tx, studentExits, exitId);
  if (!before) throw new NotFoundError(EXIT_NOT_FOUND);
  const changes = definedOnly({
    studentId: body.studentId,
    schoolClassId: body.schoolClassId,
    classCycle: body.classCycle,
    exitReasonSaidToTeacher: body.exitReasonSaidToTeacher,
    exitReasonSaidToAdmin: body.exitReasonSaidToAdmin,
    retentionEffortsMade: body.retentionEffortsMade,
  });
  if (changes.studentId !== undefined || changes.schoolClassId !== undefined) {
    await checkStudentInClass(tx, changes.studentId ?? before.studentId, changes.schoolClassId ?? before.schoolClassId);
  }
  if (Object.keys(changes).length === 0) return;
  await tx.update(studentExits).set(changes).where(eq(studentExits.id, exitId));
  const { createdAt: _createdAt, ...kept } = before;
  await audit(context, 'update', 'student-exits', exitId, kept, { ...kept, ...changes });
};

export const deleteExit = async (context: WriteContext, exitId: number) => {
  const { tx } = context;
  const before = await lockRow(tx, studentExits, exitId);
  if (!before) throw new NotFoundError(EXIT_NOT_FOUND);
  await tx.delete(studentExits).where(eq(studentExits.id, exitId));
  const { createdAt: _createdAt, ...kept } = before;
  await audit(context, 'delete', 'student-exits', exitId, kept, null);
};
