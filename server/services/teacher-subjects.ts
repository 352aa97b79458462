import { and, count, eq, ne } from 'drizzle-orm';
import { TEACHER_OR_SUBJECT_NOT_FOUND, TEACHER_SUBJECT_DUPLICATE, TEACHER_SUBJECT_NOT_FOUND, type TeacherSubjectRow } from '../../resources/teacher-subjects';
import { staff, subjects, teacherSubjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { byRussianName, countedPage, russianOrder, type InfoListQuery, type InfoListSpec } from '../lib/info-list';
import { audit, lockRow, type WriteContext } from '../lib/write-context';

// teacher-subjects-info, POST teacher-subjects, PATCH teacher-subjects/{id} (operations.md §7 "Others"): which
// subjects a teacher teaches, one row per pair.

export const teacherSubjectListSpec: InfoListSpec = {
  id: teacherSubjects.id,
  fields: {
    teacherSubjectId: teacherSubjects.id,
    teacherId: teacherSubjects.staffId,
    teacherName: staff.name,
    subjectId: teacherSubjects.subjectId,
    subjectName: subjects.name,
  },
  search: [staff.name, subjects.name],
  defaultOrder: [russianOrder(staff.name), russianOrder(subjects.name)],
};

const rows = (db: DbOrTx) =>
  db
    .select({
      teacherSubjectId: teacherSubjects.id,
      teacherId: teacherSubjects.staffId,
      teacherName: staff.name,
      subjectId: teacherSubjects.subjectId,
      subjectName: subjects.name,
    })
    .from(teacherSubjects)
    .innerJoin(staff, eq(staff.id, teacherSubjects.staffId))
    .innerJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
    .$dynamic();

const byNames = (left: TeacherSubjectRow, right: TeacherSubjectRow) =>
  byRussianName((row: TeacherSubjectRow) => row.teacherName)(left, right) ||
  byRussianName((row: TeacherSubjectRow) => row.subjectName)(left, right) ||
  left.teacherSubjectId - right.teacherSubjectId;

// The whole list is a few dozen pairs: without a query it comes whole, by teacher and subject in Russian order
// (sorted here: PGlite's ICU has no Russian rules); with one it is paged, sorted and searched by the database.
export const listTeacherSubjects = async (db: DbOrTx, query: InfoListQuery, hasQuery: boolean) => {
  if (!hasQuery) {
    const all = await rows(db);
    return { total: all.length, rows: all.sort(byNames) };
  }
  const filtered = rows(db).where(query.where);
  return countedPage(query, filtered.orderBy(...query.orderBy), db.select({ total: count() }).from(rows(db).where(query.where).as('pairs')));
};

export const readTeacherSubject = async (db: DbOrTx, id: number): Promise<TeacherSubjectRow> => {
  const [row] = await rows(db).where(eq(teacherSubjects.id, id));
  if (!row) throw new NotFoundError(TEACHER_SUBJECT_NOT_FOUND);
  return row;
};

// Both ends of a pair must be records that exist (operations.md §5, the spec's one message for either).
const checkPair = async (db: DbOrTx, staffId: number, subjectId: number) => {
  const [teacher] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
  const [subject] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId));
  if (!teacher || !subject) throw new BadRequestError(TEACHER_OR_SUBJECT_NOT_FOUND);
};

export const createTeacherSubject = async (context: WriteContext, staffId: number, subjectId: number) => {
  const { tx } = context;
  await checkPair(tx, staffId, subjectId);
  const [created] = await tx.insert(teacherSubjects).values({ staffId, subjectId }).onConflictDoNothing().returning({ id: teacherSubjects.id });
  if (!created) throw new ConflictError(TEACHER_SUBJECT_DUPLICATE);
  await audit(context, 'create', 'teacher-subjects', created.id, null, { staffId, subjectId });
  return created.id;
};

export const updateTeacherSubject = async (context: WriteContext, id: number, change: { staffId?: number; subjectId?: number }) => {
  const { tx } = context;
  const before = await lockRow(tx, teacherSubjects, id);
  if (!before) throw new NotFoundError(TEACHER_SUBJECT_NOT_FOUND);
  const after = { staffId: change.staffId ?? before.staffId, subjectId: change.subjectId ?? before.subjectId };
  await checkPair(tx, after.staffId, after.subjectId);
  const [taken] = await tx
    .select({ id: teacherSubjects.id })
    .from(teacherSubjects)
    .where(and(eq(teacherSubjects.staffId, after.staffId), eq(teacherSubjects.subjectId, after.subjectId), ne(teacherSubjects.id, id)));
  if (taken) throw new ConflictError(TEACHER_SUBJECT_DUPLICATE);
  await tx.update(teacherSubjects).set(after).where(eq(teacherSubjects.id, id));
  await audit(context, 'update', 'teacher-subjects', id, { staffId: before.staffId, subjectId: before.subjectId }, after);
};
