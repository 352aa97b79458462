import { loadConfig } from '../server/config';
import { vacuumAnalyze } from '../server/db/maintenance';
import { openDatabase } from '../server/db/client';
import { seedBulkApplications } from '../server/seed/bulk-applications';
import { seedBulkGrades } from '../server/seed/bulk-grades';
import { seedBulkStudents } from '../server/seed/students';
import { timeList, type ListTiming } from './list-timing';

export const BULK = { students: 20_000, applications: 20_000, grades: 200_000 };

const firstPage = (list: string, sort: string) => `${list}?_start=0&_end=25&_sort=${sort}&_order=asc`;

// The lists at demo size: the groups with their students, both parents tables, the whole students and applications.
export const measureDemoLists = async (base: string, token: string): Promise<ListTiming[]> => [
  await timeList(base, token, 'groups (with their students)', 'teacher-sheets-info', 30, 5),
  await timeList(base, token, 'parents of students, whole', 'parents-info', 30, 5),
  await timeList(base, token, 'parents of applications, whole', 'client-parents-info', 30, 5),
  await timeList(base, token, 'students, whole', 'students-info', 20, 3),
  await timeList(base, token, 'applications, whole', 'clients-info', 20, 3),
];

// The students and applications lists at bulk size: a page of 25 by name, and the whole list.
export const measureBulkLists = async (base: string, token: string): Promise<ListTiming[]> => [
  await timeList(base, token, 'students, first page', firstPage('students-info', 'studentName'), 30, 5),
  await timeList(base, token, 'applications, first page', firstPage('clients-info', 'clientName'), 30, 5),
  await timeList(base, token, 'students, search q=иван page', 'students-info?_start=0&_end=25&q=%D0%B8%D0%B2%D0%B0%D0%BD', 20, 3),
  await timeList(base, token, 'groups (with their students)', 'teacher-sheets-info', 10, 2),
  await timeList(base, token, 'parents of students, page', firstPage('parents-info', 'parentName'), 20, 3),
  await timeList(base, token, 'grades, first page', 'student-grades-info?_start=0&_end=25', 20, 3),
  await timeList(base, token, 'grades of one student, page', 'student-grades-info?_start=0&_end=25&studentId=1', 20, 3),
  await timeList(base, token, 'students, whole', 'students-info', 7, 1),
  await timeList(base, token, 'applications, whole', 'clients-info', 7, 1),
];

// Adds the bulk students and applications to the database that `env` describes (the server must be stopped
// on PGlite: one process per folder), then VACUUM ANALYZE as after a seed. Answers the seconds it took.
export const addBulkData = async (env: Record<string, string | undefined>) => {
  const started = Date.now();
  const database = await openDatabase(loadConfig(env));
  try {
    await seedBulkStudents(database.db, BULK.students);
    await seedBulkApplications(database.db, BULK.applications);
    await seedBulkGrades(database.db, BULK.grades);
    await vacuumAnalyze(database);
  } finally {
    await database.close();
  }
  return (Date.now() - started) / 1000;
};
