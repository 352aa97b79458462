import { defineResource } from '../define';
import { payoutAmountCreateSchema, payoutAmountToasts, type PayoutAmountRow } from '../money/payouts-api';

// money.md §2 (centre 2 'Добавление выплат'), §7, §8: what a lesson pays for a tariff and a number of attended
// students, a grid edited in place. The routes are the spec's own (server/routes/teacher-payouts.ts).
export const payoutRates = defineResource<PayoutAmountRow>({
  name: 'payout-amounts',
  subject: 'Management',
  label: { one: 'Ставка выплаты', many: 'Ставки выплат' },
  menu: { hidden: true }, // the tab 'Добавление выплат' of /teacher-payout in centre 2
  idField: 'id',
  api: {
    list: 'owner/teacher-payout/zelenograd/table',
    create: { method: 'POST', path: 'payout-amounts' },
    update: { method: 'PATCH', path: 'payout-amounts/:id' },
    remove: { method: 'DELETE', path: 'payout-amounts/:id' },
  },
  routes: 'own',
  sendIdOnUpdate: true,
  fields: {
    subjectPricingId: { kind: 'reference', label: 'Тариф', target: 'subject-pricing', writeAs: 'subjectPricing', rule: payoutAmountCreateSchema.shape.subjectPricing },
    numberOfStudents: { kind: 'number', label: 'Количество учеников', rule: payoutAmountCreateSchema.shape.numberOfStudents },
    payoutAmount: { kind: 'money', label: 'Выплата за занятие', rule: payoutAmountCreateSchema.shape.payoutAmount },
  },
  toasts: payoutAmountToasts,
});
