import { useState } from 'react';
import { studentToasts, type StudentRow } from '../../../../resources/students';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useExitStatusOptions } from '../../../components/useExitStatusOptions';
import { useReloadStudents } from '../api/useReloadStudents';
import { errorMessage } from '../../../crud/serverErrors';
import { useStudentApi } from '../api/useStudentApi';

type ArchiveStudentDialogProps = { student: StudentRow | null; onClose: () => void };

// core.md §2.11, §5.5: archiving a student needs an exit status; confirming stays disabled until one is chosen.
export function ArchiveStudentDialog({ student, onClose }: ArchiveStudentDialogProps) {
  const { options, loading } = useExitStatusOptions(student !== null);
  const api = useStudentApi();
  const reload = useReloadStudents();
  const [archiving, setArchiving] = useState(false);

  const archive = async (exitStatusId: number | undefined) => {
    if (!student || exitStatusId === undefined) return;
    setArchiving(true);
    try {
      await api.archive(student.studentId, exitStatusId, {
        success: studentToasts.archived,
        failure: (error) => ({ message: studentToasts.archiveFailed, description: errorMessage(error) }),
      });
      onClose();
      await reload();
    } catch {
      // refused: the failure toast has said why; the dialog stays
    } finally {
      setArchiving(false);
    }
  };

  return (
    <ConfirmDialog<number>
      open={student !== null}
      title="Подтверждение архивации"
      text={student && `Вы уверены, что хотите архивировать ученика "${student.studentName}"?`}
      confirmText="Архивировать"
      danger
      loading={archiving}
      choice={{ label: 'Причина архивации', placeholder: 'Выберите причину архивации', options, loading }}
      onConfirm={archive}
      onCancel={onClose}
    />
  );
}
