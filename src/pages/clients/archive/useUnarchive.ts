import { clientToasts, type ClientRow } from '../../../../resources/clients';
import { fillMessage } from '../../../lib/message';
import { serverMessageOf, useApi } from '../../../api/useApi';

// core.md §4: an archived application becomes active again; the server clears its exit status.
export const useUnarchive = () => {
  const { write, writing } = useApi();
  const unarchive = (row: ClientRow) =>
    write<ClientRow>({
      method: 'patch',
      path: `clients/${row.clientId}`,
      values: { isArchived: false },
      success: clientToasts.updated,
      failure: (error) => ({ message: fillMessage(clientToasts.unarchiveFailed, serverMessageOf(error) ?? error.message) }),
      refresh: ['clients', 'clients-archive'],
    });
  return { unarchive, writing };
};
