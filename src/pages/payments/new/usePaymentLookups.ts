import { useList } from '@refinedev/core';
import { paymentDescriptors } from '../../../../resources/payment-descriptors';
import type { PaymentClassRow, PaymentDescriptorRow, StudentOption } from '../../../../resources/payment-new';
import { readList } from '../../../crud/readList';

// The reads of the add-payment form, whole lists of read-only declarations through the data provider (the token;
// failures are said in place, not as toasts).

// GET all-students-info: the student picker
const paymentStudents = readList<StudentOption>('payment-students', 'Payment', 'studentId', 'all-students-info');
// GET student-classes-for-payment-info/{studentId}: its path names the student
const paymentClassesOf = (studentId: number) =>
  readList<PaymentClassRow>(`payment-classes-${studentId}`, 'Payment', 'classId', `student-classes-for-payment-info/${studentId}`);

const whole = { pagination: { mode: 'off' as const }, errorNotification: false as const };

// The payment types, which the add-payment form and the payment's edit dialog choose from.
export const usePaymentDescriptors = (enabled = true) =>
  useList<PaymentDescriptorRow>({ resource: paymentDescriptors.name, meta: { declaration: paymentDescriptors }, ...whole, queryOptions: { enabled } }).query;

export const usePaymentLookups = () => {
  const students = useList<StudentOption>({ resource: paymentStudents.name, meta: { declaration: paymentStudents }, ...whole }).query;
  const descriptors = usePaymentDescriptors();
  return {
    students: students.data?.data ?? [],
    studentsLoading: students.isLoading,
    descriptors: descriptors.data?.data ?? [],
    descriptorsLoading: descriptors.isLoading,
    failed: students.isError || descriptors.isError,
    retry: () => {
      void students.refetch();
      void descriptors.refetch();
    },
  };
};

// The groups the chosen student can pay for.
export const useStudentClasses = (studentId: number | undefined) => {
  const declaration = paymentClassesOf(studentId ?? 0);
  const { query } = useList<PaymentClassRow>({
    resource: declaration.name,
    meta: { declaration },
    ...whole,
    queryOptions: { enabled: studentId != null },
  });
  return {
    rows: studentId == null ? undefined : query.data?.data,
    loading: studentId != null && query.isFetching,
    failed: studentId != null && query.isError,
    retry: () => void query.refetch(),
  };
};
