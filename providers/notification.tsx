import type { NotificationProvider } from '@refinedev/core';
import { App, Button } from 'antd';

// core.md §9: a confirmation toast lasts 3000 ms.
const SUCCESS_SECONDS = 3;

// Refine calls this hook inside antd's <App>, so toasts follow the current theme. The spec's toast text is
// the message; a server's detail, when the caller gives one, is the description under it.
export const useNotificationProvider = (): NotificationProvider => {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
      if (type === 'progress') {
        notification.info({
          key,
          message,
          duration: undoableTimeout ?? 5,
          actions: (
            <Button
              size="small"
              onClick={() => {
                cancelMutation?.();
                if (key) notification.destroy(key);
              }}
            >
              Отменить
            </Button>
          ),
        });
        return;
      }
      notification.open({
        key,
        type,
        message,
        description,
        duration: type === 'success' ? SUCCESS_SECONDS : undefined,
      });
    },
    close: (key) => notification.destroy(key),
  };
};
