import type { DebtorRow, DebtorWithAmountRow } from '../debtors';
import { defineResource, readOnlyField } from '../define';

// The first two tabs of the debtors page (money.md §2 "Debtors (three tabs)"), read-only, paged on the server
// (server/routes/debtors.ts). Declared for their Excel export (GET export/<name>) and the screen's useTable; the
// fields are the export's columns. 'Перерасчеты' is resources/recalculations.
export const debtorsTab = defineResource<DebtorRow>({
  name: 'debtors',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Должник', many: 'Должники' },
  menu: { hidden: true },
  idField: 'debtId',
  api: { list: 'debtors-info' },
  fields: {
    studentName: readOnlyField('text', 'Ученик', 220),
    className: readOnlyField('text', 'Группа', 180),
    classCycle: readOnlyField('number', 'Неоплаченный цикл', 120),
    numberOfLessonsPassed: readOnlyField('number', 'Прошло занятий', 130),
    numberOfLessonsPerCycle: readOnlyField('number', 'Занятий в цикле', 120),
    adminDebtCommentContent: readOnlyField('text', 'Комментарий администратора', 320),
  },
});

export const debtorAmountsTab = defineResource<DebtorWithAmountRow>({
  name: 'debtors-with-amounts',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Должник с суммой', many: 'Должники с суммами' },
  menu: { hidden: true },
  idField: 'studentId',
  api: { list: 'debtors-with-amount-info' },
  fields: {
    studentName: readOnlyField('text', 'Ученик', 220),
    eligibleForDiscountPrice: readOnlyField('boolean', 'Скидка', 90),
    classAmountsText: readOnlyField('text', 'Суммы по группам', 320),
    totalDebt: readOnlyField('money', 'Общий долг', 160),
    pricingTiers: readOnlyField('multiReference', 'Тарифы', 200),
  },
});
