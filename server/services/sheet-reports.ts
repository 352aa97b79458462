import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { studentDebts } from '../../resources/money/debts';
import { dayInTimeZone } from '../../resources/school-year';
import type { Config } from '../config';
import { schoolClasses, sheetSyncErrors, staff } from '../db/schema/index';
import type { DbOrTx, Db } from '../db/types';
import { ConflictError, NotFoundError } from '../errors';
import { releaseLease, takeLease } from '../lib/lease';
import { audit, type WriteContext } from '../lib/write-context';
import type { Actor } from '../audit';
import { rangeOf } from '../sheets/a1';
import {
  blockRange,
  REPORT_TAB,
  reportValues,
  TEACHER_READ_RANGE,
  TEACHER_TAB,
  teacherTabTemplate,
  type GroupReport,
  type ReportStudent,
} from '../sheets/report-layout';
import { createSheetsClient, type SheetsClient } from '../sheets/sheets-client';
import { pastLessonNumbers, readTeacherTab, sheetProblems, spreadsheetIdOf, type SheetProblem } from '../sheets/sync-rules';
import { loadDebtData, type DebtData } from './debtor-data';
import { readGradebook } from './gradebook';

// A group's spreadsheet report (docs/api-operations.md "Spreadsheet reports and error tables"): write the CRM's tab,
// read the teacher's tab, and replace the group's rows of sheet_sync_errors with what the rules find there.

export const GROUP_NOT_FOUND = 'Группа не найдена';
export const NOT_A_SHEET_LINK = 'Ссылка на отчет группы не ведет на гугл-таблицу: укажите ссылку вида https://docs.google.com/spreadsheets/d/…';
export const REFRESH_RUNNING = 'Отчет группы уже обновляется: попробуйте через минуту';

// One refresh of a group at a time, across instances (worker_leases): two at once would each make a spreadsheet for a
// group without one. Held longer than any refresh's deadline; given back when the refresh ends.
const REFRESH_LEASE_MS = 120_000;
export const refreshLeaseName = (classId: number) => `sheet-refresh:${classId}`;

export type SheetGroup = {
  id: number;
  name: string;
  cycle: number;
  lessonsPerCycle: number;
  teacherName: string;
  sheetUrl: string | null;
  teacherSheetId: string | null;
  isArchived: boolean;
};

export type ProblemCounts = { noUpdate: number; studentNotFound: number; wrongCycle: number };

export type RefreshResult = {
  classId: number;
  sheetUrl: string;
  teacherSheetId: string;
  spreadsheetCreated: boolean;
  refreshedAt: string;
  problems: ProblemCounts;
};

export const loadSheetGroup = async (db: DbOrTx, classId: number): Promise<SheetGroup> => {
  const [group] = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      cycle: schoolClasses.cycle,
      lessonsPerCycle: schoolClasses.lessonsPerCycle,
      teacherName: staff.name,
      sheetUrl: schoolClasses.sheetUrl,
      teacherSheetId: schoolClasses.teacherSheetId,
      isArchived: schoolClasses.isArchived,
    })
    .from(schoolClasses)
    .innerJoin(staff, eq(staff.id, schoolClasses.staffId))
    .where(eq(schoolClasses.id, classId));
  if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
  return group;
};

// A student's payments and debt in one group, priced among all the student's groups (tiers, docs/money.md §5).
export type MoneyLookup = (studentId: number, classId: number) => Pick<ReportStudent, 'paidCycles' | 'unpaidCycles' | 'debtKopecks'>;

export const moneyLookup = (data: DebtData, today: string): MoneyLookup => {
  const byStudent = new Map<number, DebtData['enrolments']>();
  for (const enrolment of data.enrolments) byStudent.set(enrolment.studentId, [...(byStudent.get(enrolment.studentId) ?? []), enrolment]);
  return (studentId, classId) => {
    const enrolments = byStudent.get(studentId) ?? [];
    const paidCycles = [...new Set(data.paidCycles(studentId, classId))].sort((a, b) => a - b);
    if (!enrolments.some((enrolment) => enrolment.classId === classId)) return { paidCycles, unpaidCycles: [], debtKopecks: 0 };
    const debts = studentDebts(
      enrolments[0],
      enrolments.map((enrolment) => ({
        classId: enrolment.classId,
        className: enrolment.className,
        tariff: enrolment.tariff,
        lessonsPerCycle: enrolment.lessonsPerCycle,
        enrolment: { isArchived: false, enrollmentDate: enrolment.enrollmentDate, disenrollmentDate: enrolment.disenrollmentDate },
        lessons: data.lessonsOf(studentId, enrolment.classId),
        paidCycles: data.paidCycles(studentId, enrolment.classId),
      })),
      today,
    );
    const debt = debts.classes.find((item) => item.classId === classId);
    return { paidCycles, unpaidCycles: debt?.cycles.map((cycle) => cycle.cycle) ?? [], debtKopecks: debt ? debt.debt.kopecks : 0 };
  };
};

// The report's data: the current cycle's lessons, the present students with their marks, payments and debt.
// `money` comes from the caller when it has all debts read already (the periodic sync); otherwise each student's.
export const loadGroupReport = async (db: Db, group: SheetGroup, today: string, money?: MoneyLookup): Promise<GroupReport> => {
  const book = await readGradebook(db, { schoolClassId: group.id, isOnlyPresentStudents: true });
  const students: ReportStudent[] = [];
  for (const student of book.students) {
    const lookup = money ?? moneyLookup(await loadDebtData(db, { studentIds: [student.id], withPayments: true }), today);
    students.push({ id: student.id, name: student.studentName, ...lookup(student.id, group.id) });
  }
  return {
    className: group.name,
    teacherName: group.teacherName,
    cycle: book.cycle,
    lessonsPerCycle: group.lessonsPerCycle,
    lessons: book.lessons.map((lesson) => ({ id: lesson.id, lessonNumber: lesson.lessonNumber, lessonName: lesson.lessonName, lessonDate: lesson.lessonDate })),
    students,
    marks: book.grades.filter((grade) => grade.value !== '').map((grade) => ({ studentId: grade.studentId, lessonId: grade.lessonId, gradeType: grade.gradeType, value: grade.value })),
  };
};

const momentText = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })
    .format(instant)
    .replace(',', '');

const countsOf = (problems: SheetProblem[]): ProblemCounts => ({
  noUpdate: problems.filter((problem) => problem.kind === 'NO_UPDATE').length,
  studentNotFound: problems.filter((problem) => problem.kind === 'STUDENT_NOT_FOUND').length,
  wrongCycle: problems.filter((problem) => problem.kind === 'WRONG_CYCLE').length,
});

// Where the group's report lives: its spreadsheet, made (with both tabs) when the group has none yet.
const openSpreadsheet = async (client: SheetsClient, group: SheetGroup, report: GroupReport) => {
  const knownId = group.teacherSheetId?.trim() || spreadsheetIdOf(group.sheetUrl);
  if (!knownId && group.sheetUrl?.trim()) throw new ConflictError(NOT_A_SHEET_LINK);
  const template = teacherTabTemplate(report.cycle, report.lessonsPerCycle, report.students.map((student) => student.name));
  if (!knownId) {
    const created = await client.create(`Отчет: ${group.name}`, [REPORT_TAB, TEACHER_TAB]);
    return { ...created, created: true, teacherTemplate: template };
  }
  const { spreadsheetUrl, tabs } = await client.spreadsheet(knownId);
  const missing = [REPORT_TAB, TEACHER_TAB].filter((tab) => !tabs.includes(tab));
  await client.addTabs(knownId, missing);
  return {
    spreadsheetId: knownId,
    spreadsheetUrl: group.sheetUrl?.trim() || spreadsheetUrl,
    created: false,
    teacherTemplate: missing.includes(TEACHER_TAB) ? template : undefined,
  };
};

export type RefreshOptions = {
  db: Db;
  config: Config;
  actor: Actor;
  classId: number;
  signal?: AbortSignal;
  money?: MoneyLookup;
  now?: Date;
};

// One refresh: write the report, read the teacher's tab, store the link and the problems. Only the last step
// writes the database, in one transaction, so a Sheets failure leaves the group and its error rows as they were.
export const refreshGroupSheet = async (options: RefreshOptions): Promise<RefreshResult> => {
  const holder = randomUUID();
  const lease = refreshLeaseName(options.classId);
  if (!(await takeLease(options.db, lease, holder, REFRESH_LEASE_MS))) throw new ConflictError(REFRESH_RUNNING);
  try {
    return await refreshHeld(options);
  } finally {
    await releaseLease(options.db, lease, holder);
  }
};

const refreshHeld = async ({ db, config, actor, classId, signal, money, now = new Date() }: RefreshOptions): Promise<RefreshResult> => {
  const group = await loadSheetGroup(db, classId);
  const client = createSheetsClient(config.sheets, { signal });
  const today = dayInTimeZone(now, config.tzCentre);
  const report = await loadGroupReport(db, group, today, money);
  const sheet = await openSpreadsheet(client, group, report);
  const values = reportValues(report, momentText(now, config.tzCentre));
  await client.clear(sheet.spreadsheetId, rangeOf(REPORT_TAB));
  await client.write(sheet.spreadsheetId, [
    { range: rangeOf(REPORT_TAB, blockRange(values)), values },
    ...(sheet.teacherTemplate ? [{ range: rangeOf(TEACHER_TAB, blockRange(sheet.teacherTemplate)), values: sheet.teacherTemplate }] : []),
  ]);
  const [teacherValues] = await client.read(sheet.spreadsheetId, [rangeOf(TEACHER_TAB, TEACHER_READ_RANGE)]);
  const problems = sheetProblems({
    tab: readTeacherTab(teacherValues),
    groupCycle: group.cycle,
    groupStudentNames: report.students.map((student) => student.name),
    pastLessons: pastLessonNumbers(report.lessons, today),
  });
  await db.transaction((tx) => storeSync({ tx, actor }, group, { sheetUrl: sheet.spreadsheetUrl, teacherSheetId: sheet.spreadsheetId }, problems));
  return {
    classId,
    sheetUrl: sheet.spreadsheetUrl,
    teacherSheetId: sheet.spreadsheetId,
    spreadsheetCreated: sheet.created,
    refreshedAt: now.toISOString(),
    problems: countsOf(problems),
  };
};

// The group's link (kept when it has one) and its error rows replaced, under the group's row lock so that two
// syncs of one group never mix their rows.
const storeSync = async (context: WriteContext, group: SheetGroup, link: { sheetUrl: string; teacherSheetId: string }, problems: SheetProblem[]) => {
  const { tx } = context;
  await tx.execute(sql`select id from school_classes where id = ${group.id} for update`);
  if (group.sheetUrl !== link.sheetUrl || group.teacherSheetId !== link.teacherSheetId) {
    await tx.update(schoolClasses).set(link).where(eq(schoolClasses.id, group.id));
    await audit(context, 'update', 'school_classes', group.id, { sheetUrl: group.sheetUrl, teacherSheetId: group.teacherSheetId }, link);
  }
  await tx.delete(sheetSyncErrors).where(eq(sheetSyncErrors.schoolClassId, group.id));
  if (problems.length > 0) {
    await tx.insert(sheetSyncErrors).values(
      problems.map((problem) => ({
        kind: problem.kind,
        schoolClassId: group.id,
        className: group.name,
        teacherName: group.teacherName,
        studentName: problem.kind === 'STUDENT_NOT_FOUND' ? problem.studentName : null,
        cycleNumber: problem.kind === 'WRONG_CYCLE' ? problem.cycleNumber : null,
        sheetUrl: link.sheetUrl,
      })),
    );
  }
  await audit(context, 'sheet-sync', 'school_classes', group.id, null, countsOf(problems));
};
