import { defineResource, readOnlyField } from '../define';
import type { ProfitByCycleRow } from '../money/reports';

// /profit/by-cycle 'Прибыль по группам' (money.md §2 "Profit by group"): a group's weekly lessons as the table
// shows them, 'Пн 10:00–11:30, Кабинет 1; Чт …'.
export const scheduleText = (row: Pick<ProfitByCycleRow, 'schedules'>) =>
  row.schedules.length === 0
    ? '—'
    : row.schedules.map((entry) => `${entry.dayOfWeekRussianShort} ${entry.startTime}–${entry.endTime}${entry.cabinetName ? `, ${entry.cabinetName}` : ''}`).join('; ');

// Its Excel export (export/profit-by-group-cycle/{cycle}): a row per group under the table's columns, with the
// forecast of issue 23 ('Прогноз', docs/money.md §16). The read is the page's, GET owner/profit-by-cycle/{cycle}.
export const profitByGroupCycle = defineResource<Record<string, unknown>>({
  name: 'profit-by-group-cycle',
  routes: 'own',
  subject: 'Management',
  label: { one: 'Прибыль группы за цикл', many: 'Прибыль по группам за цикл' },
  menu: { hidden: true },
  idField: 'schoolClassId',
  api: { list: 'owner/profit-by-cycle/:id' },
  fields: {
    schoolClassName: readOnlyField('text', 'Группа', 200),
    schoolYearDescription: readOnlyField('text', 'Класс', 100),
    teacherName: readOnlyField('text', 'Преподаватель', 200),
    schedule: readOnlyField('text', 'Расписание', 260),
    students: readOnlyField('number', 'Оплаты учеников', 120),
    totalPayments: readOnlyField('money', 'Сумма оплат', 140),
    teacherSalary: readOnlyField('money', 'Зарплата преподавателя', 160),
    totalProfit: readOnlyField('money', 'Прибыль', 140),
    forecast: readOnlyField('money', 'Прогноз', 140),
  },
  exportRows: (answer) =>
    (answer as ProfitByCycleRow[]).map((row) => ({
      ...row,
      schedule: scheduleText(row),
      students: row.studentPayments.length,
      teacherSalary: row.teacherSalary ?? '—',
    })),
});
