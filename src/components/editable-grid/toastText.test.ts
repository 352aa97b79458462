import { describe, expect, it } from 'vitest';
import { clientStatuses, studentCities } from '../../../resources/reference-lists';
import { teachers } from '../../../resources/lookups';
import { subjectPricing } from '../../../resources/subject-pricing';
import { failureNotification, toastText } from './toastText';

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

describe('failureNotification', () => {
  it("keeps the spec's toast and gives the server's reason beneath it", () => {
    expect(failureNotification(subjectPricing, 'deleteFailed', 'Тариф используется в группах и не может быть удален')).toEqual({
      type: 'error',
      message: 'Ошибка при удалении формата',
      description: 'Тариф используется в группах и не может быть удален',
    });
    expect(failureNotification(clientStatuses, 'deleteFailed', 'Ошибка: остались связанные заявки!')).toEqual({
      type: 'error',
      message: 'Ошибка при удалении статуса клиента',
      description: 'Ошибка: остались связанные заявки!',
    });
  });

  it('says the reason once when the toast carries it, and nothing beneath without one', () => {
    expect(failureNotification(studentCities, 'createFailed', 'Этот город уже существует').description).toBeUndefined();
    expect(failureNotification(clientStatuses, 'deleteFailed', undefined)).toEqual({
      type: 'error',
      message: 'Ошибка при удалении статуса клиента',
      description: undefined,
    });
  });
});
