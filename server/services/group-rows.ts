import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { compareClassNames, compareGroupOrder, type ArchivedGroupRow, type GroupFilterOption, type GroupFilterOptions, type GroupRow } from '../../resources/groups';
import { schoolClasses, schoolYears, staff, studentClasses, students, subjectPricing, subjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { anyOf, byRussianName, russianOrder } from '../lib/info-list';
import { likePattern } from '../lib/list-query';

const groupColumns = {
  classId: schoolClasses.id,
  className: schoolClasses.name,
  classCycle: schoolClasses.cycle,
  numberOfLessonsPerCycle: schoolClasses.lessonsPerCycle,
  schoolYearId: schoolYears.id,
  schoolYearDescription: schoolYears.description,
  teacherId: staff.id,
  teacherName: staff.name,
  subjectPricingId: subjectPricing.id,
  subjectPricingName: subjectPricing.name,
  subjectId: subjects.id,
  subjectName: subjects.name,
  color: schoolClasses.color,
  isArchived: schoolClasses.isArchived,
  sheetUrl: schoolClasses.sheetUrl,
  teacherSheetId: schoolClasses.teacherSheetId,
};

const fromGroups = <Extra extends Record<string, SQL>>(db: DbOrTx, extra: Extra) =>
  db
    .select({ ...groupColumns, ...extra })
    .from(schoolClasses)
    .innerJoin(schoolYears, eq(schoolYears.id, schoolClasses.schoolYearId))
    .innerJoin(staff, eq(staff.id, schoolClasses.staffId))
    .innerJoin(subjects, eq(subjects.id, schoolClasses.subjectId))
    .leftJoin(subjectPricing, eq(subjectPricing.id, schoolClasses.subjectPricingId))
    .$dynamic();

const byStudentName = byRussianName((row: { studentName: string }) => row.studentName);

type EnrolledStudent = { studentId: number; studentName: string };

// Active enrolments of students who are not archived, as one JSON text per group: the groups and their
// students come in one query (a query per group, or a second flat query, cost PGlite far more).
const enrolledJson = sql<string>`(select coalesce(json_agg(json_build_object('studentId', ${students.id}, 'studentName', ${students.name})), '[]')::text
  from ${studentClasses} join ${students} on ${students.id} = ${studentClasses.studentId}
  where ${studentClasses.classId} = ${schoolClasses.id} and ${studentClasses.isArchived} = false and ${students.isArchived} = false)`;

// by name in Russian order, then id (the ICU sort of many short lists is faster in JS than in PGlite)
const enrolledOf = (json: string) =>
  (JSON.parse(json) as EnrolledStudent[]).sort((left, right) => byStudentName(left, right) || left.studentId - right.studentId);

const readGroups = async (db: DbOrTx, where: SQL): Promise<GroupRow[]> => {
  const rows = await fromGroups(db, { enrolledJson }).where(where).orderBy(russianOrder(schoolClasses.name), asc(schoolClasses.id));
  return rows.map((row) => ({
    classId: row.classId,
    className: row.className,
    classCycle: row.classCycle,
    numberOfLessonsPerCycle: row.numberOfLessonsPerCycle,
    schoolYear: { id: row.schoolYearId, description: row.schoolYearDescription },
    teacher: { teacherId: row.teacherId, teacherName: row.teacherName },
    subjectPricing:
      row.subjectPricingId === null ? null : { id: row.subjectPricingId, name: row.subjectPricingName ?? '' },
    subject: { subjectId: row.subjectId, subjectName: row.subjectName },
    color: row.color,
    isArchived: row.isArchived,
    sheetUrl: row.sheetUrl,
    teacherSheetId: row.teacherSheetId,
    enrolledStudents: enrolledOf(row.enrolledJson),
  }));
};

export type GroupListQuery = { q?: string; teacherId?: number; schoolYearId?: number; start?: number; end?: number };

// 'Ёлкин' is found by 'елкин', as people type it.
const withoutYo = (text: string) => text.replaceAll('ё', 'е').replaceAll('Ё', 'Е');
const searchable = (column: PgColumn) => sql`translate(${column}, 'Ёё', 'Ее')`;

// core.md §2.5: the search looks at the group's name, its teacher and its class (school year).
const activeGroupsWhere = ({ q, teacherId, schoolYearId }: GroupListQuery) => {
  const wanted = q?.trim() ? likePattern(withoutYo(q.trim())) : undefined;
  return and(
    eq(schoolClasses.isArchived, false),
    wanted ? or(...[schoolClasses.name, staff.name, schoolYears.description].map((column) => ilike(searchable(column), wanted))) : undefined,
    teacherId === undefined ? undefined : eq(schoolClasses.staffId, teacherId),
    schoolYearId === undefined ? undefined : eq(schoolClasses.schoolYearId, schoolYearId),
  );
};

// The active groups that match the query, in the list's order (by class, then name: core.md §2.5), a page of them
// with their students (all of them without _start/_end). The order is the JS one the page has always shown
// (numbers in names ascend), so the keys of every matching group are read and sorted, and only the page's groups
// read their students: a few hundred short rows, where the students of every group are tens of thousands.
export const listGroups = async (db: DbOrTx, query: GroupListQuery = {}): Promise<{ total: number; rows: GroupRow[] }> => {
  const keys = await fromGroups(db, {}).where(activeGroupsWhere(query));
  keys.sort((left, right) => compareGroupOrder(left, right) || left.classId - right.classId);
  const pageIds = keys.slice(query.start ?? 0, query.end ?? keys.length).map((key) => key.classId);
  if (pageIds.length === 0) return { total: keys.length, rows: [] };
  const position = new Map(pageIds.map((classId, index) => [classId, index]));
  const rows = await readGroups(db, anyOf(schoolClasses.id, pageIds));
  return { total: keys.length, rows: rows.sort((left, right) => position.get(left.classId)! - position.get(right.classId)!) };
};

const distinctOptions = (options: GroupFilterOption[], compare: (left: GroupFilterOption, right: GroupFilterOption) => number) =>
  [...new Map(options.map((option) => [option.value, option])).values()].sort(compare);

// GET teacher-sheets-filters: the number of active groups, and the teachers and classes they have (the filters offer
// those only): teachers by name, classes in the list's class order.
export const groupFilterOptions = async (db: DbOrTx): Promise<GroupFilterOptions> => {
  const rows = await fromGroups(db, {}).where(eq(schoolClasses.isArchived, false));
  return {
    total: rows.length,
    teachers: distinctOptions(
      rows.map((row) => ({ value: row.teacherId, label: row.teacherName })),
      byRussianName((option) => option.label),
    ),
    classes: distinctOptions(
      rows.map((row) => ({ value: row.schoolYearId, label: row.schoolYearDescription })),
      (left, right) => compareClassNames(left.label, right.label),
    ),
  };
};

export const readGroup = async (db: DbOrTx, classId: number): Promise<GroupRow> => {
  const [group] = await readGroups(db, eq(schoolClasses.id, classId));
  if (!group) throw new NotFoundError('Группа не найдена');
  return group;
};

// teacher-sheets-archive-info (operations.md §3 "Archived group").
export const listArchivedGroups = async (db: DbOrTx): Promise<ArchivedGroupRow[]> =>
  (await fromGroups(db, {}).where(eq(schoolClasses.isArchived, true)).orderBy(russianOrder(schoolClasses.name), asc(schoolClasses.id))).map(
    (row) => ({
      classId: row.classId,
      className: row.className,
      classCycle: row.classCycle,
      schoolYearId: row.schoolYearId,
      schoolYearDescription: row.schoolYearDescription,
      teacherId: row.teacherId,
      teacherName: row.teacherName,
      sheetUrl: row.sheetUrl,
      teacherSheetId: row.teacherSheetId,
      isArchived: row.isArchived,
    }),
  );

