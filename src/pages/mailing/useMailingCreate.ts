import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { serverMessageOf } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { fillMessage } from '../../lib/message';
import { mailingTable } from './mailingResources';
import { mailingToasts } from './mailingToasts';

// Sends one create call of a mailing form with §8's toasts; answers whether it was stored.
export const useMailingCreate = () => {
  const { send, refresh } = useServerCall();
  const { open } = useNotification();
  const [sending, setSending] = useState(false);
  const create = async (path: string, body: object | FormData) => {
    setSending(true);
    try {
      await send('post', path, body);
      open?.({ type: 'success', message: mailingToasts.created });
      await refresh([mailingTable.name]);
      return true;
    } catch (error) {
      open?.({ type: 'error', message: fillMessage(mailingToasts.createFailed, serverMessageOf(error as never)) });
      return false;
    } finally {
      setSending(false);
    }
  };
  return { create, sending };
};
