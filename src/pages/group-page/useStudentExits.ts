import { useList, type HttpError } from '@refinedev/core';
import { useMemo } from 'react';
import { exitTexts, studentExitsOf, type StudentExit } from '../../../resources/group-page';
import { serverMessageOf } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { fillMessage } from '../../lib/message';

export type ExitValues = Pick<StudentExit, 'studentId' | 'classCycle'> &
  Partial<Pick<StudentExit, 'exitReasonSaidToTeacher' | 'exitReasonSaidToAdmin' | 'retentionEffortsMade'>>;

const failure = (template: string) => (error: HttpError) => ({ message: fillMessage(template, serverMessageOf(error)) });

// The exits of a group and their writes (operations.md §7 "Group page and exits"), with the toasts of §8.
export const useStudentExits = (schoolClassId: number) => {
  const declaration = useMemo(() => studentExitsOf(schoolClassId), [schoolClassId]);
  const { result, query } = useList<StudentExit, HttpError>({
    resource: declaration.name,
    meta: { declaration },
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const { write, writing } = useServerCall();
  const reload = () => void query.refetch();

  // each answers whether the write went through; its toast has said so either way
  const create = async (values: ExitValues) => {
    const saved = await write<StudentExit>({
      method: 'post',
      path: 'student-exits',
      values: { ...values, schoolClassId },
      success: exitTexts.created,
      failure: failure(exitTexts.createFailed),
      refresh: [],
    });
    reload();
    return saved !== undefined;
  };

  // PATCH carries all exit fields: the row as read, with the edited ones
  const update = async (original: StudentExit, values: ExitValues) => {
    const saved = await write<StudentExit>({
      method: 'patch',
      path: `student-exits/${original.exitId}`,
      values: { ...original, ...values },
      success: exitTexts.updated,
      failure: failure(exitTexts.updateFailed),
      refresh: [],
    });
    reload();
    return saved !== undefined;
  };

  const remove = async (exit: StudentExit) => {
    const removed = await write<StudentExit>({
      method: 'delete',
      path: `student-school-class-exits/${exit.exitId}`,
      success: exitTexts.deleted,
      failure: failure(exitTexts.deleteFailed),
      refresh: [],
    });
    reload();
    return removed !== undefined;
  };

  return {
    exits: result.data ?? [],
    loading: query.isLoading,
    error: query.error ?? undefined,
    reload,
    create,
    update,
    remove,
    writing,
  };
};
