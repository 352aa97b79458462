import { useMemo } from 'react';
import type { StudentRow } from '../../../../resources/students';
import { archiveStudentBody, unarchiveStudentBody } from '../../../../resources/students';
import { referenceAddress } from '../../../../resources/write-body';
import { useServerCall } from '../../../crud/useServerCall';

// The student writes of core.md §7.4 that are no plain row update, through the app's one way to call the
// server (src/crud/useServerCall.ts).
export const useStudentApi = () => {
  const { apiUrl, send: call } = useServerCall();
  return useMemo(() => {
    const address = (collection: string, id: number) => referenceAddress(apiUrl, collection, id);
    return {
      apiUrl,
      updateStudent: (studentId: number, body: Record<string, unknown>) =>
        call<StudentRow>('patch', `students/${studentId}`, body),
      archive: (studentId: number, exitStatusId: number) =>
        call<StudentRow>('patch', `students/${studentId}`, archiveStudentBody(address('exit-statuses', exitStatusId) ?? exitStatusId)),
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
  }, [apiUrl, call]);
};

export type StudentApi = ReturnType<typeof useStudentApi>;
