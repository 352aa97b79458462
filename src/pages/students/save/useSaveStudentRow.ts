import { useNotification } from '@refinedev/core';
import type { AnyResource } from '../../../../resources/define';
import { PARENT_VIA_CHANGE_PARENT, studentToasts, type StudentRow } from '../../../../resources/students';
import { toWriteBody } from '../../../../resources/write-body';
import { applyAttendanceDiff } from '../api/attendanceChanges';
import { errorMessage } from '../../../crud/serverErrors';
import { useStudentApi } from '../api/useStudentApi';
import { useReloadStudents } from '../api/useReloadStudents';
import { isEmptyPlan, planStudentSave, type RowValues } from './planStudentSave';

export const updatedWithParentText = (name: string) => studentToasts.updatedWithParent.replace('{name}', name);

// Saves an edited row of the students or archive grid: the student's own fields, then a new parent and the
// lesson formats. Answers whether everything was saved (the row then leaves edit mode).
export const useSaveStudentRow = (declaration: AnyResource) => {
  const api = useStudentApi();
  const reload = useReloadStudents();
  const { open } = useNotification();
  const fail = (message: string, error?: unknown) => open?.({ type: 'error', message, description: errorMessage(error) });

  return async (original: StudentRow, values: RowValues): Promise<boolean> => {
    const plan = planStudentSave(declaration, original, values);
    if (plan.kind === 'refused') {
      fail(plan.message);
      return false;
    }
    // an edit that changed nothing just ends
    if (isEmptyPlan(plan)) return true;
    const studentId = original.studentId;
    if (Object.keys(plan.changes).length > 0) {
      try {
        await api.updateStudent(studentId, toWriteBody(declaration, plan.changes, { apiBase: api.apiUrl }));
      } catch (error) {
        if (errorMessage(error) === PARENT_VIA_CHANGE_PARENT) fail(PARENT_VIA_CHANGE_PARENT);
        else fail(studentToasts.updateFailed, error);
        return false;
      }
    }
    try {
      if (plan.newParent) await api.createParentWithLink({ studentId, ...plan.newParent });
      await applyAttendanceDiff(api, studentId, plan.attendance);
    } catch (error) {
      fail(studentToasts.rowSaveFailed, error);
      await reload();
      return false;
    }
    if (plan.rename) {
      // the notification is the server's record of the rename, which the PATCH already made
      api.reportNameChange({ studentId, ...plan.rename }).catch((error) => console.error('service/students/update-name', error));
    }
    await reload();
    const name = plan.rename?.newName ?? original.studentName;
    open?.({ type: 'success', message: original.parentId !== null ? updatedWithParentText(name) : studentToasts.updated });
    return true;
  };
};
