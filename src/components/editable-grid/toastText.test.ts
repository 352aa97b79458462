import { describe, expect, it } from 'vitest';
import { clientStatuses, studentCities } from '../../../resources/reference-lists';
import { teachers } from '../../../resources/lookups';
import { deleteFailedText, toastText } from './toastText';

describe('toastText', () => {
  it.each([
    [studentCities, 'created', undefined, 'Новый город успешно добавлен!'],
    [studentCities, 'createFailed', 'Этот город уже существует', 'Ошибка при добавлении города: Этот город уже существует'],
    [studentCities, 'createFailed', undefined, 'Ошибка при добавлении города'],
    [studentCities, 'createFailed', '  ', 'Ошибка при добавлении города'],
    [clientStatuses, 'createFailed', 'Этот статус уже существует', 'Ошибка при добавлении статуса клиента'],
    [teachers, 'updateFailed', 'x', 'Не удалось сохранить данные'],
    [teachers, 'createFailed', 'Нет доступа', 'Ошибка при добавлении записи: Нет доступа'],
  ] as const)('%s %s', (declaration, key, message, expected) => {
    expect(toastText(declaration, key, message)).toBe(expected);
  });
});

describe('deleteFailedText', () => {
  it('prefers the server message', () => {
    expect(deleteFailedText(clientStatuses, 'Ошибка: остались связанные заявки!')).toBe(
      'Ошибка: остались связанные заявки!',
    );
    expect(deleteFailedText(clientStatuses, undefined)).toBe('Ошибка при удалении статуса клиента');
  });
});
