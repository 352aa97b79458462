import { defineResource, readOnlyField } from '../define';
import type { PaymentDescriptorRow } from '../payment-new';

// money.md §3 "Payment descriptor": the kinds of payment, a read-only list (GET payment-descriptors-info, served
// by server/routes/payment-create.ts) that the payment, cash desk and report screens choose from.
export const paymentDescriptors = defineResource<PaymentDescriptorRow>({
  name: 'payment-descriptors',
  routes: 'own',
  subject: 'Payment',
  label: { one: 'Тип платежа', many: 'Типы платежей' },
  menu: { hidden: true },
  idField: 'paymentDescriptorId',
  api: { list: 'payment-descriptors-info' },
  fields: { paymentDescriptorName: readOnlyField('text', 'Тип платежа', 200) },
});
