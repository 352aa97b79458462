import { z } from 'zod';
import { defineResource, readOnlyField } from '../define';
import { maybeId, maybeText, rowId, rowText } from '../row-fields';
import { LEVELS } from './rule';

// Issue 23 item 1, 'Риск ухода': one row per active enrolment with a warning sign, at the group's current cycle;
// the rule is ./rule.ts. The list (churn-risks-info) is paged, sorted and searched on the server
// (server/routes/churn.ts); the fields are the Excel export's columns. Its own subject: the rows quote debts and
// debt comments, so the owner and administrators read it; a teacher or a USER does not (docs/operations.md).
export const churnRiskRowSchema = z.object({
  riskId: rowText, // `${studentId}-${classId}-${cycle}`
  studentId: rowId,
  studentName: rowText,
  classId: rowId,
  className: rowText,
  teacherName: maybeText,
  cycle: rowId,
  riskLevel: z.enum(LEVELS.map((level) => level.name) as [string, ...string[]]),
  riskScore: rowId,
  reasons: z.array(rowText),
  reasonsText: rowText, // the reasons one a line: the export's 'Почему'
  taskId: maybeId, // the administrator's task made for this cycle, if any
});
export type ChurnRiskRow = z.infer<typeof churnRiskRowSchema>;

export const churnRunResultSchema = z.object({ checked: z.number().int(), created: z.number().int() });
// POST churn-risks/{studentId}/{classId}/task: the row's task, made now or made before
export const churnTaskResultSchema = z.object({ taskId: maybeId, created: z.boolean() });
export type ChurnRunResult = z.infer<typeof churnRunResultSchema>;

export const CHURN_SORTS = ['riskScore', 'studentName', 'className', 'cycle'] as const;

export const churnRisks = defineResource<ChurnRiskRow>({
  name: 'churn-risks',
  routes: 'own',
  subject: 'ChurnRisk',
  access: {},
  label: { one: 'Риск ухода', many: 'Риск ухода' },
  menu: { hidden: true },
  idField: 'riskId',
  api: { list: 'churn-risks-info' },
  fields: {
    studentName: readOnlyField('text', 'Ученик', 200),
    className: readOnlyField('text', 'Группа', 180),
    cycle: readOnlyField('number', 'Цикл', 70),
    riskLevel: readOnlyField('text', 'Риск', 100),
    riskScore: readOnlyField('number', 'Баллы', 80),
    reasonsText: readOnlyField('text', 'Почему', 420),
  },
});

export const NOT_AT_RISK = 'Ученика нет в списке «Риск ухода» по этой группе';
