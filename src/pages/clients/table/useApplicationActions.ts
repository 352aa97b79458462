import { useApiUrl } from '@refinedev/core';
import { clientToasts, type ClientRow } from '../../../../resources/clients';
import type { StudentRow } from '../../../../resources/students';
import { referenceAddress } from '../../../../resources/write-body';
import { serverMessageOf } from '../../../crud/serverErrors';
import { useServerCall } from '../../../crud/useServerCall';

// Archiving and converting an application (core.md §4, §7.3); both move it out of the active list.
export const useApplicationActions = () => {
  const apiUrl = useApiUrl();
  const { write, writing } = useServerCall();

  const archive = (row: ClientRow, exitStatusId: number) =>
    write<ClientRow>({
      method: 'patch',
      path: `clients/${row.clientId}`,
      values: { isArchived: true, exitStatus: referenceAddress(apiUrl, 'exit-statuses', exitStatusId) },
      success: clientToasts.updated,
      failure: (error) => ({ message: clientToasts.updateFailed, description: serverMessageOf(error) }),
      refresh: ['clients', 'clients-archive'],
    });

  const convert = (row: ClientRow) =>
    write<StudentRow>({
      method: 'post',
      path: 'convert-client-to-student',
      values: row,
      success: clientToasts.converted,
      failure: (error) => ({ message: clientToasts.convertFailed, description: serverMessageOf(error) }),
      refresh: ['clients', 'clients-archive', 'students', 'parents', 'all-parents'],
    });

  return { archive, convert, writing };
};
