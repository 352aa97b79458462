import { defineResource, readOnlyField, type ResourceDeclaration } from '../define';
import { profitColumns, profitRows } from './profit-table';

// money.md §2 "Profit", /profit/charts: the four tabs' reads (GET owner/profit/…?startDate=&endDate=, reports read by
// the page through useReport). Their Excel export writes the tab's table with a column per income category and per
// expense type of the answer (`exportColumns`); the fields are the columns every answer has.
const profitReport = (name: string, list: string, many: string, periodTitle: string): ResourceDeclaration<Record<string, unknown>> =>
  defineResource<Record<string, unknown>>({
    name,
    routes: 'own',
    subject: 'Management',
    label: { one: 'Прибыль', many },
    menu: { hidden: true },
    idField: 'period',
    api: { list },
    sampleQuery: 'startDate=2025-09-01&endDate=2026-08-31',
    fields: {
      period: readOnlyField('text', periodTitle, 120),
      income: readOnlyField('money', 'Доходы', 140),
      expenses: readOnlyField('money', 'Расходы', 140),
      profit: readOnlyField('money', 'Прибыль', 140),
    },
    exportColumns: profitColumns(periodTitle),
    exportRows: profitRows,
  });

export const profitBySubject = profitReport('profit-by-subject', 'owner/profit/summary-by-subject-chart', 'Прибыль по месяцам, по предметам', 'Месяц');
export const profitByTeacher = profitReport('profit-by-teacher', 'owner/profit/summary-by-teacher-chart', 'Прибыль по месяцам, по преподавателям', 'Месяц');
export const profitByGroup = profitReport('profit-by-group', 'owner/profit/summary-by-school-class-chart', 'Прибыль по месяцам, по группам', 'Месяц');
export const profitByCycle = profitReport('profit-by-cycle-and-group', 'owner/profit/summary-by-cycle-and-school-class', 'Прибыль по циклам, по группам', 'Цикл');
export { profitByGroupCycle } from './by-group-cycle';
