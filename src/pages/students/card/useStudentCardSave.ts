import { useNotification } from '@refinedev/core';
import { attendanceDiff } from '../../../../resources/attendance-diff';
import { PARENT_VIA_CHANGE_PARENT, students, studentToasts, type StudentRow } from '../../../../resources/students';
import { toWriteBody } from '../../../../resources/write-body';
import { applyAttendanceDiff, isEmptyDiff } from '../api/attendanceChanges';
import { useReloadStudents } from '../api/useReloadStudents';
import { useStudentApi } from '../api/useStudentApi';

type EditableKey = 'schoolYearId' | 'studentPhoneNumber' | 'studentCityId' | 'marketingChannelId' | 'additionalComment';

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

// The writes of the student card (core.md §2.10, §4). Each resolves once the card shows the new value and
// rejects when the server refuses (the card logs that and keeps showing the saved value).
export const useStudentCardSave = (student: StudentRow) => {
  const api = useStudentApi();
  const reload = useReloadStudents();
  const { open } = useNotification();
  const { studentId } = student;

  const done = async () => {
    await reload();
    open?.({ type: 'success', message: studentToasts.updated });
  };
  const patch = async (values: Partial<Record<keyof StudentRow, unknown>>) => {
    await api.updateStudent(studentId, toWriteBody(students, values, { apiBase: api.apiUrl }));
    await done();
  };
  // a different parent is chosen in 'Изменить родителя', not typed over the current one (core.md §8)
  const refuseParentChange = () => open?.({ type: 'error', message: PARENT_VIA_CHANGE_PARENT });

  return {
    // a choice sends the chosen id as a reference, not its name (core.md §4)
    saveField: (key: EditableKey, value: unknown) => patch({ [key]: value }),

    saveName: async (name: string) => {
      const newName = name.trim();
      if (newName === student.studentName) return;
      await patch({ studentName: newName });
      api
        .reportNameChange({ studentId, newName, oldName: student.studentName })
        .catch((error) => console.error('service/students/update-name', error));
    },

    saveParentName: async (name: string) => {
      const parentName = name.trim();
      if (parentName === trimmed(student.parentName)) return;
      if (student.parentId !== null) return refuseParentChange();
      await api.createParentWithLink({ studentId, parentName, parentPhoneNumber: student.parentPhoneNumber });
      await done();
    },

    saveParentPhone: async (phone: string | null) => {
      if (student.parentId === null) return refuseParentChange();
      await patch({ parentPhoneNumber: phone });
    },

    // core.md §4: on the card the difference between the old and new formats is applied at once
    saveAttendanceTypes: async (attendanceTypeIds: number[]) => {
      const diff = attendanceDiff(student.attendanceTypes, attendanceTypeIds);
      if (isEmptyDiff(diff)) return;
      try {
        await applyAttendanceDiff(api, studentId, diff);
      } catch (error) {
        await reload(); // some links may be written already
        throw error;
      }
      await done();
    },
  };
};

export type StudentCardSave = ReturnType<typeof useStudentCardSave>;
