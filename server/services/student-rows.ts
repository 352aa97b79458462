import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
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
import { idsByRussianName, isoInstant, jsonArrayOf, jsonList, jsonRecord, rankIn, rowNumber } from './json-rows';
import { anyOf, russianOrder, searchIn, type InfoListQuery, type InfoListSpec } from '../lib/info-list';

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

// The references of a student, one join each, on a primary key (filters and sorts name their columns).
const withJoins = (db: DbOrTx, fields: SelectedFields) =>
  db
    .select(fields)
    .from(students)
    .leftJoin(schoolYears, eq(schoolYears.id, students.schoolYearId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(studentCities, eq(studentCities.id, students.studentCityId))
    .leftJoin(studentSchools, eq(studentSchools.id, students.studentSchoolId))
    .leftJoin(marketingChannels, eq(marketingChannels.id, students.marketingChannelId))
    .leftJoin(exitStatuses, eq(exitStatuses.id, students.exitStatusId));

// The nested lists of a student row, each in the order the screens show: subjects and groups by Russian name
// (ranked here, see idsByRussianName), formats by id.
const studentRecord = (subjectOrder: number[], classOrder: number[]) =>
  jsonRecord({
    ...studentColumns,
    creationDate: isoInstant(students.creationDate),
    subjects: jsonList(
      jsonRecord({ subjectId: subjects.id, subjectName: subjects.name }),
      sql`from ${studentSubjects} join ${subjects} on ${subjects.id} = ${studentSubjects.subjectId} where ${studentSubjects.studentId} = ${students.id}`,
      rankIn(subjectOrder, subjects.id),
    ),
    attendanceTypes: jsonList(
      jsonRecord({
        attendanceTypeId: attendanceTypes.id,
        attendanceTypeName: attendanceTypes.name,
        attendanceLinkId: studentAttendanceTypeLinks.id,
      }),
      sql`from ${studentAttendanceTypeLinks} join ${attendanceTypes} on ${attendanceTypes.id} = ${studentAttendanceTypeLinks.attendanceTypeId} where ${studentAttendanceTypeLinks.studentId} = ${students.id}`,
      sql`${attendanceTypes.id}`,
    ),
    studentSchoolClasses: jsonList(
      jsonRecord({ classId: schoolClasses.id, className: schoolClasses.name, sheetUrl: schoolClasses.sheetUrl }),
      sql`from ${studentClasses} join ${schoolClasses} on ${schoolClasses.id} = ${studentClasses.classId} where ${studentClasses.studentId} = ${students.id} and ${studentClasses.isArchived} = false and ${schoolClasses.isArchived} = false`,
      rankIn(classOrder, schoolClasses.id),
    ),
  });

// The students matching `where`, in `orderBy`, paged: one statement that answers the JSON array text of the
// rows with their subjects, formats and groups (no N+1, nothing parsed here), and the number of rows on it.
const studentsJson = async (db: DbOrTx, where: SQL, orderBy: SQL[], offset?: number, limit?: number) => {
  const [subjectOrder, classOrder] = await Promise.all([
    idsByRussianName(db, subjects.id, subjects.name),
    idsByRussianName(db, schoolClasses.id, schoolClasses.name),
  ]);
  let page = withJoins(db, { json: studentRecord(subjectOrder, classOrder).as('json'), n: rowNumber(orderBy) })
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (offset !== undefined) page = page.offset(offset);
  if (limit !== undefined) page = page.limit(limit);
  return jsonArrayOf(db, page);
};

// A page of students (or all of them) as JSON text, and the number matching the filters.
export const listStudents = async (db: DbOrTx, archived: boolean, query: InfoListQuery) => {
  const where = query.where
    ? sql`${students.isArchived} = ${archived} and ${query.where}`
    : sql`${students.isArchived} = ${archived}`;
  const paged = query.offset !== undefined || query.limit !== undefined;
  // the count of a page runs over the same joins and filters
  const countMatching = async () => Number((await withJoins(db, { total: count() }).where(where))[0].total);
  const [counted, page] = await Promise.all([
    paged ? countMatching() : undefined,
    studentsJson(db, where, query.orderBy, query.offset, query.limit),
  ]);
  return { total: counted ?? page.count, json: page.text };
};

export const findStudent = async (db: DbOrTx, studentId: number): Promise<StudentRow | undefined> => {
  const page = await studentsJson(db, eq(students.id, studentId), [asc(students.id)]);
  return (JSON.parse(page.text) as StudentRow[])[0];
};

export const readStudent = async (db: DbOrTx, studentId: number): Promise<StudentRow> => {
  const row = await findStudent(db, studentId);
  if (!row) throw new NotFoundError('Ученик не найден');
  return row;
};
