import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { studentToasts, type StudentRow } from '../../../resources/students';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fillMessage } from '../../lib/message';
import { useReloadStudents } from '../students/api/useReloadStudents';
import { errorMessage } from '../../api/useApi';
import { useStudentApi } from '../students/api/useStudentApi';

type UnarchiveStudentDialogProps = { student: StudentRow | null; onClose: () => void };

// core.md §2.12, §4: unarchiving names the student and moves them back to the active list.
export function UnarchiveStudentDialog({ student, onClose }: UnarchiveStudentDialogProps) {
  const api = useStudentApi();
  const reload = useReloadStudents();
  const { open } = useNotification();
  const [unarchiving, setUnarchiving] = useState(false);

  const unarchive = async () => {
    if (!student) return;
    setUnarchiving(true);
    try {
      await api.unarchive(student.studentId);
      open?.({ type: 'success', message: studentToasts.unarchived });
      onClose();
      await reload();
    } catch (error) {
      open?.({ type: 'error', message: fillMessage(studentToasts.unarchiveFailed, errorMessage(error)) });
    } finally {
      setUnarchiving(false);
    }
  };

  return (
    <ConfirmDialog
      open={student !== null}
      title="Подтверждение разархивации"
      text={student && `Вы уверены, что хотите разархивировать ученика "${student.studentName}"?`}
      confirmText="Разархивировать"
      loading={unarchiving}
      onConfirm={unarchive}
      onCancel={onClose}
    />
  );
}
