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

// A refused delete says why in the server's own words (a client status still used by applications:
// 'Ошибка: остались связанные заявки!').
export const deleteFailedText = (declaration: AnyResource, serverMessage?: string): string =>
  serverMessage?.trim() || toastText(declaration, 'deleteFailed');
