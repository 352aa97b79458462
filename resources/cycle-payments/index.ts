import type { CycleGroup } from '../cycle-reports';
import { defineResource, readOnlyField } from '../define';
import { sumKopecks } from '../money/kopecks';

export const paidCountOf = (group: CycleGroup) => group.students.filter((student) => student.payment !== null).length;

// the tree of /payments/class-reports-by-cycle as its export writes it: a group's row, then its students'
const cycleRows = (groups: readonly CycleGroup[]): Record<string, unknown>[] =>
  groups.flatMap((group) => [
    {
      name: group.schoolClassName,
      teacher: group.teacherName,
      schedule: group.schoolClassSchedule ?? 'Нет дат занятий',
      paymentId: `оплатили ${paidCountOf(group)} из ${group.students.length}`,
      paymentAmount: sumKopecks(group.students.map((student) => student.payment?.paymentAmount)) / 100,
    },
    ...group.students.map((student) => ({
      name: student.enrolled ? student.studentName : `${student.studentName} (выбыл)`,
      paymentId: student.payment?.paymentId ?? '—',
      paymentAmount: student.payment?.paymentAmount ?? null,
      paymentDate: student.payment?.paymentDate ?? null,
    })),
  ]);

// money.md §2 'Платежи по циклам' (GET payments-by-cycle?cycle=&schoolYearCategory=, a report read by the page
// through useReport): the columns of its tree, which the page's table and the Excel export both head with; the
// export writes each group's row and then its students'.
export const cyclePayments = defineResource<Record<string, unknown>>({
  name: 'cycle-payments',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Платеж за цикл', many: 'Платежи по циклам' },
  menu: { hidden: true },
  idField: 'schoolClassId',
  api: { list: 'payments-by-cycle' },
  sampleQuery: 'cycle=1&schoolYearCategory=ABOVE_4TH_GRADE',
  fields: {
    name: readOnlyField('text', 'Группа / ученик', 300),
    teacher: readOnlyField('text', 'Преподаватель', 190),
    schedule: readOnlyField('text', 'Расписание', 240),
    paymentId: readOnlyField('number', 'Платёж №', 150),
    paymentAmount: readOnlyField('money', 'Сумма', 140),
    paymentDate: readOnlyField('date', 'Дата оплаты', 130),
  },
  exportRows: (rows) => cycleRows(rows as unknown as CycleGroup[]),
});
