import { useApiUrl, useNotification, useUpdate, type HttpError } from '@refinedev/core';
import { attendanceDiff } from '../../../../resources/attendance-diff';
import { clients, clientToasts, type ClientRow } from '../../../../resources/clients';
import { referenceAddress } from '../../../../resources/write-body';
import { serverMessageOf } from '../../../crud/serverErrors';
import { useServerCall } from '../../../crud/useServerCall';
import { subjectDiff } from './subjectDiff';

type LinkWrite = { method: 'post' | 'delete'; path: string; values?: object };

// The client page's edits (core.md §2.8, §7.3): one field at a time through PATCH clients/{id}, and the
// subjects and lesson formats as links added and removed.
export const useClientEdits = (client: ClientRow) => {
  const apiUrl = useApiUrl();
  const { mutateAsync: update } = useUpdate<ClientRow>();
  const { send, refresh } = useServerCall();
  const { open: notify } = useNotification();
  const clientAddress = referenceAddress(apiUrl, 'clients', client.clientId);

  const saveField = async (key: keyof ClientRow, value: unknown): Promise<boolean> => {
    try {
      await update({
        resource: clients.name,
        id: client.clientId,
        values: { [key]: value },
        meta: { declaration: clients },
        mutationMode: 'pessimistic',
        successNotification: () => ({ type: 'success', message: clientToasts.updated }),
        errorNotification: (error) => ({ type: 'error', message: clientToasts.updateFailed, description: serverMessageOf(error) }),
      });
    } catch {
      return false;
    }
    if (key === 'clientName' && value !== client.clientName) {
      // the name-change notification is a record for the services around the CRM, not the user's business
      send('post', 'service/clients/update-name', { clientId: client.clientId, newName: value, oldName: client.clientName }).catch(
        () => undefined,
      );
    }
    return true;
  };

  // Several link writes, one toast: the first refusal stops the rest, and the page shows what was saved.
  const saveLinks = async (writes: LinkWrite[]): Promise<boolean> => {
    try {
      for (const write of writes) await send(write.method, write.path, write.values);
      notify?.({ type: 'success', message: clientToasts.updated });
      return true;
    } catch (error) {
      notify?.({ type: 'error', message: clientToasts.updateFailed, description: serverMessageOf(error as HttpError) });
      return false;
    } finally {
      await refresh([clients.name]);
    }
  };

  const saveSubjects = (subjectIds: number[]) => {
    const { toAdd, toRemove } = subjectDiff(client.subjects, subjectIds);
    return saveLinks([
      ...toAdd.map((subjectId) => ({
        method: 'post' as const,
        path: 'client-school-subjects',
        values: { client: clientAddress, subject: referenceAddress(apiUrl, 'subjects', subjectId) },
      })),
      ...toRemove.map((linkId) => ({ method: 'delete' as const, path: `client-school-subjects/${linkId}` })),
    ]);
  };

  const saveFormats = (attendanceTypeIds: number[]) => {
    const { toAdd, toRemove } = attendanceDiff(client.attendanceTypes, attendanceTypeIds);
    return saveLinks([
      ...toAdd.map((typeId) => ({
        method: 'post' as const,
        path: 'client-attendance-type-links',
        values: { client: clientAddress, attendanceType: referenceAddress(apiUrl, 'attendance-types', typeId) },
      })),
      ...toRemove.map((linkId) => ({ method: 'delete' as const, path: `client-attendance-type-links/${linkId}` })),
    ]);
  };

  return { saveField, saveSubjects, saveFormats };
};
