import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import {
  GROUP_ADD_FAILED,
  GROUP_ADDED,
  GROUP_DELETE_FAILED,
  GROUP_DELETED,
  GROUP_UPDATE_FAILED,
  GROUP_UPDATED,
  type FutureEnrollment,
  type FutureSchoolClass,
} from '../../../resources/formation';
import { errorMessage } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';

// The group writes toast the spec's texts (operations.md §8 "Formation"), the failure with the server's words;
// the board's own moves and status changes are only logged (§8: "Board failures are only logged").
export const useFormationWrites = (afterWrite: () => Promise<void>) => {
  const { send } = useServerCall();
  const { open } = useNotification();
  const [saving, setSaving] = useState(false);

  const withToast = async <Answer>(success: string, failure: string, call: () => Promise<Answer>): Promise<Answer | undefined> => {
    setSaving(true);
    try {
      const answer = await call();
      open?.({ type: 'success', message: success });
      return answer;
    } catch (error) {
      open?.({ type: 'error', message: `${failure}${errorMessage(error) ?? ''}` });
      return undefined;
    } finally {
      setSaving(false);
      await afterWrite();
    }
  };

  const logged = async <Answer>(what: string, call: () => Promise<Answer>): Promise<Answer> => {
    try {
      return await call();
    } catch (error) {
      console.error(`Формирование групп: ${what}`, error);
      throw error;
    } finally {
      await afterWrite();
    }
  };

  type GroupBody = { name?: string; staff?: number | null; subject?: number | null; schoolYear?: number | null };
  return {
    saving,
    createGroup: (body: GroupBody) => withToast(GROUP_ADDED, GROUP_ADD_FAILED, () => send<FutureSchoolClass>('post', 'future-school-classes', body)),
    updateGroup: (id: number, body: GroupBody) => withToast(GROUP_UPDATED, GROUP_UPDATE_FAILED, () => send<FutureSchoolClass>('patch', `future-school-classes/${id}`, body)),
    duplicateGroup: (id: number) => withToast(GROUP_ADDED, GROUP_ADD_FAILED, () => send<FutureSchoolClass>('post', `future-school-classes/${id}/duplicate`)),
    deleteGroup: (id: number) => withToast(GROUP_DELETED, GROUP_DELETE_FAILED, () => send('delete', `future-school-classes/delete/${id}`)),
    addPerson: (groupId: number, entityType: 'CLIENT' | 'STUDENT', id: number) =>
      logged('добавление в группу', () =>
        send<FutureEnrollment>('post', 'future-enrollment', {
          futureSchoolClass: groupId,
          client: entityType === 'CLIENT' ? id : null,
          student: entityType === 'STUDENT' ? id : null,
        }),
      ),
    setStatus: (enrollmentId: number, statusId: number) =>
      logged('смена статуса', () => send<FutureEnrollment>('patch', `future-enrollment/${enrollmentId}`, { clientSchoolClassStatus: statusId })),
    removePerson: (enrollmentId: number) => logged('удаление из группы', () => send('delete', `future-enrollment/${enrollmentId}`)),
    // one request: the server re-creates the place in the other group with its status (docs/api-operations.md)
    move: (enrollmentId: number, groupId: number) => logged('перенос в другую группу', () => send<FutureEnrollment>('patch', `future-enrollment/${enrollmentId}`, { futureSchoolClass: groupId })),
  };
};
