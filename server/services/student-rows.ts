import { asc, eq, sql } from 'drizzle-orm';
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
import { idsByRussianName, isoInstant, jsonList, jsonListPage, jsonRecord, jsonRowsPage, rankIn, withReferences, type JoinedSelect, type Reference } from './json-rows';
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

// The references of a student, one join each (filters and sorts name their columns).
const references: Reference[] = [
  [schoolYears, students.schoolYearId],
  [parents, students.parentId],
  [studentCities, students.studentCityId],
  [studentSchools, students.studentSchoolId],
  [marketingChannels, students.marketingChannelId],
  [exitStatuses, students.exitStatusId],
];
const joinedIn = (db: DbOrTx): JoinedSelect => (fields) => withReferences(db, fields, students, references);

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

// A student row as JSON, with its subjects and groups in Russian order.
const studentJsonRecord = async (db: DbOrTx) => {
  const [subjectOrder, classOrder] = await Promise.all([
    idsByRussianName(db, subjects.id, subjects.name),
    idsByRussianName(db, schoolClasses.id, schoolClasses.name),
  ]);
  return studentRecord(subjectOrder, classOrder);
};

// A page of students (or all of them) as JSON text, and the number matching the filters.
export const listStudents = async (db: DbOrTx, archived: boolean, query: InfoListQuery) => {
  const where = query.where
    ? sql`${students.isArchived} = ${archived} and ${query.where}`
    : sql`${students.isArchived} = ${archived}`;
  return jsonListPage(db, joinedIn(db), studentJsonRecord(db), where, query);
};

export const findStudent = async (db: DbOrTx, studentId: number): Promise<StudentRow | undefined> => {
  const page = await jsonRowsPage(db, joinedIn(db), await studentJsonRecord(db), eq(students.id, studentId), [asc(students.id)]);
  return (JSON.parse(page.text) as StudentRow[])[0];
};

export const readStudent = async (db: DbOrTx, studentId: number): Promise<StudentRow> => {
  const row = await findStudent(db, studentId);
  if (!row) throw new NotFoundError('Ученик не найден');
  return row;
};
