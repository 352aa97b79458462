import type { AnyResource, ToastKey } from '../../../resources/define';
import { fillMessage } from '../../lib/message';

// For declarations without toasts of their own; 'Не удалось сохранить данные' is the spec's grid save failure.
const fallbackToasts: Record<ToastKey, string> = {
  created: 'Запись успешно добавлена!',
  updated: 'Запись успешно обновлена!',
  deleted: 'Запись успешно удалена!',
  createFailed: 'Ошибка при добавлении записи: {message}',
  updateFailed: 'Не удалось сохранить данные',
  deleteFailed: 'Ошибка при удалении записи',
};

export const toastText = (declaration: AnyResource, key: ToastKey, serverMessage?: string): string =>
  fillMessage(declaration.toasts?.[key] ?? fallbackToasts[key], serverMessage);

// A refused write: the spec's toast as the title and, where that text has no '{message}' of its own, the
// server's reason beneath it ('Ошибка при удалении формата' — 'Тариф используется в группах и не может быть удален').
export const failureNotification = (declaration: AnyResource, key: ToastKey, serverMessage?: string) => {
  const message = toastText(declaration, key, serverMessage);
  const reason = serverMessage?.trim();
  return { type: 'error' as const, message, description: reason && !message.includes(reason) ? reason : undefined };
};
