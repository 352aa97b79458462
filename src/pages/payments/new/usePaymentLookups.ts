import { useApiUrl, useCustom } from '@refinedev/core';
import type { PaymentClassRow, PaymentDescriptorRow, StudentOption } from '../../../../resources/payment-new';

// The reads of the add-payment form, through Refine (the token; failures are said in place, not as toasts).

export const usePaymentLookups = () => {
  const apiUrl = useApiUrl();
  const students = useCustom<StudentOption[]>({ url: `${apiUrl}/all-students-info`, method: 'get', errorNotification: false });
  const descriptors = useCustom<PaymentDescriptorRow[]>({ url: `${apiUrl}/payment-descriptors-info`, method: 'get', errorNotification: false });
  return {
    students: students.query.data?.data ?? [],
    studentsLoading: students.query.isLoading,
    descriptors: descriptors.query.data?.data ?? [],
    descriptorsLoading: descriptors.query.isLoading,
    failed: students.query.isError || descriptors.query.isError,
    retry: () => {
      void students.query.refetch();
      void descriptors.query.refetch();
    },
  };
};

// GET student-classes-for-payment-info/{studentId}: the groups the chosen student can pay for.
export const useStudentClasses = (studentId: number | undefined) => {
  const apiUrl = useApiUrl();
  const { query } = useCustom<PaymentClassRow[]>({
    url: `${apiUrl}/student-classes-for-payment-info/${studentId ?? 0}`,
    method: 'get',
    queryOptions: { enabled: studentId != null },
    errorNotification: false,
  });
  return {
    rows: studentId == null ? undefined : query.data?.data,
    loading: studentId != null && query.isFetching,
    failed: studentId != null && query.isError,
    retry: () => void query.refetch(),
  };
};
