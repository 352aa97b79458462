import { and, eq } from 'drizzle-orm';
import type { ChurnRiskRow, ChurnRunResult } from '../../resources/churn';
import { TASK_LEVEL, churnRisk, churnTaskText, churnTaskTitle, type RiskLevel } from '../../resources/churn/rule';
import type { Actor } from '../audit';
import { churnTasks } from '../db/schema/index';
import type { Database, DbOrTx } from '../db/types';
import type { LedgerQuery } from './ledger-query';
import { loadChurnEnrolments } from './churn-data';
import { createTask } from './tasks';

// 'Риск ухода' (issue 23 item 1): the rows of the enrolments at risk, a page of them, and the administrator's task
// made once per student, group and cycle (churn_tasks).

export const churnRows = async (db: DbOrTx, today: string): Promise<ChurnRiskRow[]> =>
  (await loadChurnEnrolments(db, today)).flatMap((enrolment) => {
    const risk = churnRisk(enrolment.input);
    if (!risk) return [];
    const reasons = risk.reasons.map((reason) => reason.text);
    return [
      {
        riskId: `${enrolment.studentId}-${enrolment.classId}-${enrolment.cycle}`,
        studentId: enrolment.studentId,
        studentName: enrolment.studentName,
        classId: enrolment.classId,
        className: enrolment.className,
        teacherName: enrolment.teacherName,
        cycle: enrolment.cycle,
        riskLevel: risk.level,
        riskScore: risk.score,
        reasons,
        reasonsText: reasons.join('\n'),
        taskId: enrolment.taskId,
      },
    ];
  });

const collator = new Intl.Collator('ru');
const normalised = (text: string) => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');

type Compare = (left: ChurnRiskRow, right: ChurnRiskRow) => number;
const byStudent: Compare = (left, right) => collator.compare(left.studentName, right.studentName) || left.studentId - right.studentId;
const byGroup: Compare = (left, right) => collator.compare(left.className, right.className) || left.classId - right.classId;
const orders: Record<string, Compare> = {
  riskScore: (left, right) => left.riskScore - right.riskScore,
  studentName: byStudent,
  className: byGroup,
  cycle: (left, right) => left.cycle - right.cycle,
};

// A page of the list: searched (every word in the student's or the group's name, ё as е), filtered by student or
// group, sorted (the highest risk first unless asked otherwise; ties by student, then group), counted and cut.
// The rows are made for every active enrolment on each read: six set-based reads and the rule in code
// (docs/operations.md "Риск ухода" has the figures).
export const churnPage = (rows: ChurnRiskRow[], query: LedgerQuery) => {
  const matching = rows.filter(
    (row) =>
      query.words.every((word) => normalised(`${row.studentName} ${row.className}`).includes(word)) &&
      (query.studentIds === undefined || query.studentIds.includes(row.studentId)) &&
      (query.classIds === undefined || query.classIds.includes(row.classId)),
  );
  const sort = query.sort ?? { field: 'riskScore', descending: true };
  const order = orders[sort.field];
  const sorted = matching.sort((left, right) => (sort.descending ? -order(left, right) : order(left, right)) || byStudent(left, right) || byGroup(left, right));
  const start = query.offset ?? 0;
  return { rows: sorted.slice(start, query.limit === undefined ? undefined : start + query.limit), total: matching.length };
};

const TASK_DAYS = 3; // the task's deadline: three days after the day it is made
const NEW_STATUS = 1; // 'Новая'
const HIGH_PRIORITY = 1; // 'Высокий'

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

// The administrator's task of one row, made once per (student, group, cycle) in one transaction: the key in
// churn_tasks is taken first, so a second run (another instance's worker, a person's click) waits for the first to
// commit and then finds it taken; the task goes through the board's own write (its audit row and live notice).
export const makeChurnTask = async (database: Pick<Database, 'db'>, row: ChurnRiskRow, today: string, actor: Actor) =>
  database.db.transaction(async (tx) => {
    const key = and(eq(churnTasks.studentId, row.studentId), eq(churnTasks.classId, row.classId), eq(churnTasks.cycleNumber, row.cycle));
    const [claimed] = await tx
      .insert(churnTasks)
      .values({ studentId: row.studentId, classId: row.classId, cycleNumber: row.cycle })
      .onConflictDoNothing()
      .returning({ studentId: churnTasks.studentId });
    if (!claimed) {
      const [taken] = await tx.select({ taskId: churnTasks.taskId }).from(churnTasks).where(key);
      return { taskId: taken?.taskId ?? null, created: false };
    }
    const taskId = await createTask(
      { tx, actor },
      {
        taskTitle: churnTaskTitle(row.studentName),
        taskDescription: churnTaskText({ ...row, level: row.riskLevel as RiskLevel }),
        taskDeadline: addDays(today, TASK_DAYS),
        taskStatusId: NEW_STATUS,
        taskPriorityTypeId: HIGH_PRIORITY,
        staffId: null,
        sendNotification: false,
      },
    );
    await tx.update(churnTasks).set({ taskId }).where(key);
    return { taskId, created: true };
  });

// The check at the cycle ends (the worker, hourly): a task for every high-risk row that has none for its cycle yet.
export const createChurnTasks = async (database: Pick<Database, 'db'>, today: string, actor: Actor): Promise<ChurnRunResult> => {
  const rows = await churnRows(database.db, today);
  let created = 0;
  for (const row of rows) {
    if (row.riskLevel !== TASK_LEVEL || row.taskId !== null) continue;
    if ((await makeChurnTask(database, row, today, actor)).created) created += 1;
  }
  return { checked: rows.length, created };
};
