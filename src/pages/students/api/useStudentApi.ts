import { useDataProvider, type BaseRecord, type HttpError } from '@refinedev/core';
import { useMemo } from 'react';
import type { StudentRow } from '../../../../resources/students';
import { archiveStudentBody, unarchiveStudentBody } from '../../../../resources/students';
import { referenceAddress } from '../../../../resources/write-body';

type Method = 'post' | 'patch' | 'delete';

// The student writes of core.md §7.4 that are no plain row update, through the app's data provider (so they
// carry the token and answer Refine's HttpError with the server's message).
export const useStudentApi = () => {
  const getProvider = useDataProvider();
  return useMemo(() => {
    const provider = getProvider();
    const apiUrl = provider.getApiUrl();
    const call = async <Answer extends BaseRecord = BaseRecord>(method: Method, path: string, payload?: object): Promise<Answer> => {
      if (!provider.custom) throw { message: 'Нет метода custom у поставщика данных', statusCode: 0 } satisfies HttpError;
      const { data } = await provider.custom<Answer>({ url: `${apiUrl}/${path}`, method, payload });
      return data;
    };
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
  }, [getProvider]);
};

export type StudentApi = ReturnType<typeof useStudentApi>;

export const errorMessage = (error: unknown): string | undefined => {
  const message = (error as Partial<HttpError> | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};
