import type { AllCyclesReport, CycleTableRow, TwoCyclesReport } from '../cycle-reports';
import { defineResource, readOnlyField, type FieldDeclaration } from '../define';
import { formatKopecks, toKopecks } from '../money/kopecks';

// money.md §2, /payments/class-reports 'Платежи по группе': one group's report (GET
// payment-details-for-2-cycles-info/{classId}, or payment-details-for-all-cycles/{classId} with 'Показать все
// циклы'), read by the page through useReport. Its Excel export (export/<name>/{classId}) writes every student's row
// under the page's columns; with all cycles, a column per cycle of the answer (`exportColumns`).

const studentName = (row: CycleTableRow) => (row.enrolled ? row.studentName : `${row.studentName} (выбыл)`);
const pricing = (row: CycleTableRow) =>
  row.subjectPricing ? `${row.subjectPricing.subjectPricingName}: ${formatKopecks(toKopecks(row.subjectPricing.cyclePrice) ?? 0, 0)}` : 'Тариф не назначен';

const student = readOnlyField('text', 'Ученик', 240);
const tariff = readOnlyField('text', 'Тариф ученика', 200);

export const groupCycleReport = defineResource<Record<string, unknown>>({
  name: 'group-cycle-report',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Платёж по группе', many: 'Платежи по группе' },
  menu: { hidden: true },
  idField: 'studentId',
  api: { list: 'payment-details-for-2-cycles-info/:id' },
  fields: {
    studentName: student,
    currentCycle: readOnlyField('number', 'Текущий цикл', 120),
    currentCycleAmount: readOnlyField('money', 'Сумма за текущий цикл', 170),
    currentCycleDate: readOnlyField('date', 'Дата оплаты текущего цикла', 170),
    pastCycle: readOnlyField('number', 'Прошлый цикл', 120),
    pastCycleAmount: readOnlyField('money', 'Сумма за прошлый цикл', 170),
    pastCycleDate: readOnlyField('date', 'Дата оплаты прошлого цикла', 170),
    subjectPricing: tariff,
  },
  exportRows: (answer) =>
    (answer as TwoCyclesReport).rows.map((row) => ({
      ...row,
      studentName: studentName(row),
      pastCycle: row.pastCycle ?? '—',
      pastCycleAmount: row.pastCycle === null ? '—' : row.pastCycleAmount,
      subjectPricing: pricing(row),
    })),
});

const cycleKey = (cycle: number) => `cycle${cycle}`;

export const groupAllCyclesReport = defineResource<Record<string, unknown>>({
  name: 'group-all-cycles-report',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Платёж по группе', many: 'Платежи по группе, все циклы' },
  menu: { hidden: true },
  idField: 'studentId',
  api: { list: 'payment-details-for-all-cycles/:id' },
  fields: { studentName: student, subjectPricing: tariff },
  exportColumns: (answer): Record<string, FieldDeclaration> => {
    const report = answer as AllCyclesReport;
    return {
      studentName: student,
      ...Object.fromEntries(
        report.cycles.map((cycle) => [cycleKey(cycle), readOnlyField('money', cycle === report.currentCycle ? `Цикл ${cycle} (текущий)` : `Цикл ${cycle}`, 140)]),
      ),
      subjectPricing: tariff,
    };
  },
  exportRows: (answer) =>
    (answer as AllCyclesReport).rows.map((row) => ({
      studentName: studentName(row),
      ...Object.fromEntries(row.cycleData.map((data) => [cycleKey(data.cycleNumber), data.amount])),
      subjectPricing: pricing(row),
    })),
});
