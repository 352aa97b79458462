import { useMemo } from 'react';
import type { StudentRow } from '../../../../resources/students';
import { archiveStudentBody, unarchiveStudentBody } from '../../../../resources/students';
import { referenceAddress } from '../../../../resources/write-body';
import { useServerCall, type CallToasts } from '../../../crud/useServerCall';

// The student writes of core.md §7.4 that are no plain row update: thin path builders on the app's one way to
// call the server (src/crud/useServerCall.ts), quiet because a save is several of them under one toast; the
// archive, a call of its own, takes the toasts Refine shows.
export const useStudentApi = () => {
  const { apiUrl, send: call, call: callWith } = useServerCall();
  return useMemo(() => {
    const address = (collection: string, id: number) => referenceAddress(apiUrl, collection, id);
    return {
      apiUrl,
      updateStudent: (studentId: number, body: Record<string, unknown>) =>
        call<StudentRow>('patch', `students/${studentId}`, body),
      archive: (studentId: number, exitStatusId: number, toasts?: CallToasts<StudentRow>) =>
        callWith<StudentRow>({
          method: 'patch',
          path: `students/${studentId}`,
          values: archiveStudentBody(address('exit-statuses', exitStatusId) ?? exitStatusId),
          ...toasts,
        }),
      unarchive: (studentId: number) => call<StudentRow>('patch', `students/${studentId}`, unarchiveStudentBody),
      createParentWithLink: (body: { studentId: number; parentName: string; parentPhoneNumber: string | null }) =>
        call<StudentRow>('post', 'student-parent-new-with-link', body),
      linkParent: (body: { studentId: number; parentId: number | null; clientParentId: number | null }) =>
        call<StudentRow>('post', 'update-or-create-student-parent-link', body),
      addAttendanceType: (studentId: number, attendanceTypeId: number) =>
        call('post', 'student-attendance-type-links', {
          student: address('students', studentId),
          attendanceType: address('attendance-types', attendanceTypeId),
        }),
      removeAttendanceLink: (attendanceLinkId: number) => call('delete', `student-attendance-type-links/${attendanceLinkId}`),
      reportNameChange: (body: { studentId: number; newName: string; oldName: string | null }) =>
        call('post', 'service/students/update-name', body),
    };
  }, [apiUrl, call, callWith]);
};

export type StudentApi = ReturnType<typeof useStudentApi>;
