import { useList } from '@refinedev/core';
import { clientToasts, type ClientRow } from '../../../../resources/clients';
import { allParents, type ParentOption } from '../../../../resources/parents';
import { serverMessageOf } from '../../../crud/serverErrors';
import { useServerCall } from '../../../crud/useServerCall';
import { parentLinkOf } from '../../../components/parents/parentLink';

const REFRESHED = ['clients', 'all-parents', 'client-parents'];

// The two ways of the Change parent dialog (core.md §4, §7.3): link a known parent, or add a new client
// parent by name and phone.
export const useChangeParent = (clientId: number, enabled: boolean) => {
  const { write, writing } = useServerCall();
  const { result, query } = useList<ParentOption>({
    resource: allParents.name,
    meta: { declaration: allParents },
    pagination: { mode: 'off' },
    queryOptions: { enabled },
    errorNotification: () => ({ type: 'error', message: clientToasts.parentsLoadFailed }),
  });

  const toasts = {
    success: clientToasts.parentChanged,
    failure: (error: Parameters<typeof serverMessageOf>[0]) => ({
      message: clientToasts.parentChangeFailed,
      description: serverMessageOf(error),
    }),
    refresh: REFRESHED,
  };

  const linkExisting = async (chosen: ParentOption) =>
    (await write<ClientRow>({ method: 'patch', path: 'update-client-parent-link', values: { clientId, ...parentLinkOf(chosen) }, ...toasts })) !==
    undefined;

  const addNew = async (clientParentName: string, clientParentPhoneNumber: string | null) =>
    (await write<ClientRow>({
      method: 'post',
      path: 'client-parent-new-with-link',
      values: { clientId, clientParentName, clientParentPhoneNumber },
      ...toasts,
    })) !== undefined;

  return { parents: result.data, loading: query.isLoading, linkExisting, addNew, writing };
};
