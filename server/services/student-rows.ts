import { count, eq, sql } from 'drizzle-orm';
import type { StudentRow } from '../../resources/students';
import {
  attendanceTypes,
  exitStatuses,
  marketingChannels,
  parents,
  schoolClasses,
  schoolYears,
  studentAttendanceTypeLinks,
  studentCities,
  studentClasses,
  students,
  studentSchools,
  studentSubjects,
  subjects,
} from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { isoInstant, jsonObject, jsonTuples, parseJson } from './json-rows';
import { anyOf, byRussianName, countedPage, russianOrder, searchIn, type InfoListQuery, type InfoListSpec } from '../lib/info-list';

// The flat part of a student row: one join per reference, each on a primary key.
const studentColumns = {
  studentId: students.id,
  studentName: students.name,
  schoolYearId: students.schoolYearId,
  schoolYearDescription: schoolYears.description,
  studentPhoneNumber: students.phoneNumber,
  studentTelegramId: students.telegramId,
  parentId: students.parentId,
  parentName: parents.name,
  parentPhoneNumber: parents.phoneNumber,
  parentTelegramId: parents.telegramId,
  studentCityId: students.studentCityId,
  studentCityName: studentCities.name,
  studentSchoolId: students.studentSchoolId,
  studentSchoolName: studentSchools.name,
  marketingChannelId: students.marketingChannelId,
  marketingChannelName: marketingChannels.name,
  dateOfBirth: students.dateOfBirth,
  eligibleForDiscountPrice: students.eligibleForDiscountPrice,
  eligibleForOldPrice: students.eligibleForOldPrice,
  additionalComment: students.additionalComment,
  creationDate: students.creationDate,
  isArchived: students.isArchived,
  exitStatusId: students.exitStatusId,
  exitStatusName: exitStatuses.name,
};

const { isArchived: _isArchived, ...listFields } = studentColumns;

const activeEnrolment = (ids: number[], column: typeof studentClasses.classId) =>
  sql`exists (select 1 from ${studentClasses} where ${studentClasses.studentId} = ${students.id} and ${studentClasses.isArchived} = false and ${anyOf(column, ids)})`;

// docs/api-core.md "Students": sort and filter on every flat field, plus a student's group, subject and format.
export const studentListSpec: InfoListSpec = {
  id: students.id,
  fields: listFields,
  search: [
    searchIn(students.id, students, students.id, [students.name, students.phoneNumber]),
    searchIn(students.parentId, parents, parents.id, [parents.name, parents.phoneNumber]),
  ],
  filters: {
    classId: (ids) => activeEnrolment(ids, studentClasses.classId),
    subjectId: (ids) =>
      sql`exists (select 1 from ${studentSubjects} where ${studentSubjects.studentId} = ${students.id} and ${anyOf(studentSubjects.subjectId, ids)})`,
    attendanceTypeId: (ids) =>
      sql`exists (select 1 from ${studentAttendanceTypeLinks} where ${studentAttendanceTypeLinks.studentId} = ${students.id} and ${anyOf(studentAttendanceTypeLinks.attendanceTypeId, ids)})`,
  },
  sortOnly: ['creationDate'],
  defaultOrder: [russianOrder(students.name)],
};

const studentJson = jsonObject({ ...studentColumns, creationDate: isoInstant(students.creationDate) });

const withJoins = (db: DbOrTx) =>
  db
    .select({ json: studentJson })
    .from(students)
    .leftJoin(schoolYears, eq(schoolYears.id, students.schoolYearId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(studentCities, eq(studentCities.id, students.studentCityId))
    .leftJoin(studentSchools, eq(studentSchools.id, students.studentSchoolId))
    .leftJoin(marketingChannels, eq(marketingChannels.id, students.marketingChannelId))
    .leftJoin(exitStatuses, eq(exitStatuses.id, students.exitStatusId))
    .$dynamic();

const bySubjectName = byRussianName((row: { subjectName: string }) => row.subjectName);
const byClassName = byRussianName((row: { className: string }) => row.className);

type FlatStudent = Omit<StudentRow, 'subjects' | 'attendanceTypes' | 'studentSchoolClasses'>;

const groupBy = <Item extends { studentId: number }, Value>(items: Item[], toValue: (item: Item) => Value) => {
  const groups = new Map<number, Value[]>();
  for (const item of items) {
    const list = groups.get(item.studentId);
    if (list) list.push(toValue(item));
    else groups.set(item.studentId, [toValue(item)]);
  }
  return groups;
};

type SubjectTuple = [studentId: number, subjectId: number, subjectName: string];
type FormatTuple = [studentId: number, attendanceTypeId: number, attendanceTypeName: string, attendanceLinkId: number];
type ClassTuple = [studentId: number, classId: number, className: string, sheetUrl: string | null];

// Subjects, formats and groups of the given students: three queries whatever their number (no N+1),
// each answering one JSON text.
const withLists = async (db: DbOrTx, jsonRows: { json: string }[]): Promise<StudentRow[]> => {
  if (jsonRows.length === 0) return [];
  const rows = jsonRows.map((row) => parseJson<FlatStudent>(row.json));
  const ids = rows.map((row) => row.studentId);
  const [[subjectRows], [formatRows], [classRows]] = await Promise.all([
    db
      .select({ json: jsonTuples(studentSubjects.studentId, subjects.id, subjects.name) })
      .from(studentSubjects)
      .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
      .where(anyOf(studentSubjects.studentId, ids)),
    db
      .select({
        json: jsonTuples(
          studentAttendanceTypeLinks.studentId,
          attendanceTypes.id,
          attendanceTypes.name,
          studentAttendanceTypeLinks.id,
        ),
      })
      .from(studentAttendanceTypeLinks)
      .innerJoin(attendanceTypes, eq(attendanceTypes.id, studentAttendanceTypeLinks.attendanceTypeId))
      .where(anyOf(studentAttendanceTypeLinks.studentId, ids)),
    db
      .select({ json: jsonTuples(studentClasses.studentId, schoolClasses.id, schoolClasses.name, schoolClasses.sheetUrl) })
      .from(studentClasses)
      .innerJoin(schoolClasses, eq(schoolClasses.id, studentClasses.classId))
      .where(
        sql`${anyOf(studentClasses.studentId, ids)} and ${studentClasses.isArchived} = false and ${schoolClasses.isArchived} = false`,
      ),
  ]);
  const subjectsOf = groupBy(
    parseJson<SubjectTuple[]>(subjectRows.json)
      .map(([studentId, subjectId, subjectName]) => ({ studentId, subjectId, subjectName }))
      .sort(bySubjectName),
    ({ subjectId, subjectName }) => ({ subjectId, subjectName }),
  );
  const formatsOf = groupBy(
    parseJson<FormatTuple[]>(formatRows.json)
      .map(([studentId, attendanceTypeId, attendanceTypeName, attendanceLinkId]) => ({ studentId, attendanceTypeId, attendanceTypeName, attendanceLinkId }))
      .sort((left, right) => left.attendanceTypeId - right.attendanceTypeId),
    ({ studentId: _studentId, ...format }) => format,
  );
  const classesOf = groupBy(
    parseJson<ClassTuple[]>(classRows.json)
      .map(([studentId, classId, className, sheetUrl]) => ({ studentId, classId, className, sheetUrl }))
      .sort(byClassName),
    ({ classId, className, sheetUrl }) => ({ classId, className, sheetUrl }),
  );
  return rows.map((row) => ({
    ...row,
    subjects: subjectsOf.get(row.studentId) ?? [],
    attendanceTypes: formatsOf.get(row.studentId) ?? [],
    studentSchoolClasses: classesOf.get(row.studentId) ?? [],
  }));
};

// A page of students (or all of them) and the number matching the filters.
export const listStudents = async (db: DbOrTx, archived: boolean, query: InfoListQuery) => {
  const where = query.where
    ? sql`${students.isArchived} = ${archived} and ${query.where}`
    : sql`${students.isArchived} = ${archived}`;
  // the count runs over the same joins and filters as the page
  const countQuery = db.select({ total: count() }).from(withJoins(db).where(where).as('matching'));
  const { total, rows } = await countedPage(query, withJoins(db).where(where).orderBy(...query.orderBy), countQuery);
  return { total, rows: await withLists(db, rows) };
};

export const findStudent = async (db: DbOrTx, studentId: number): Promise<StudentRow | undefined> => {
  const rows = await withJoins(db).where(eq(students.id, studentId));
  return (await withLists(db, rows))[0];
};

export const readStudent = async (db: DbOrTx, studentId: number): Promise<StudentRow> => {
  const row = await findStudent(db, studentId);
  if (!row) throw new NotFoundError('Ученик не найден');
  return row;
};
