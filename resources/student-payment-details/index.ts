import { paymentDetailsHistory } from '../payment-history';

// core.md §2.10 'Платежи ученика': one student's payment lines, the payment details' declaration with its list
// narrowed to the student (GET payment-details-info/student/{studentId}), so it is read again with them.
export const paymentDetailsOfStudent = (studentId: number) => ({
  ...paymentDetailsHistory,
  api: { ...paymentDetailsHistory.api, list: `payment-details-info/student/${studentId}` },
});
