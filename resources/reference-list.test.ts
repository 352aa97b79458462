import { describe, expect, it } from 'vitest';
import { cabinets, clientStatuses, marketingChannels, studentCities, studentSchools, subjects } from './reference-lists';

// core.md §8: the toasts of the six reference lists, letter for letter (built once by referenceListToasts).
const quoted = {
  [clientStatuses.name]: [
    'Новый статус клиента успешно добавлен!',
    'Статус клиента успешно обновлен!',
    'Статус клиента успешно удален!',
    'Ошибка при добавлении статуса клиента',
    'Ошибка при обновлении статуса клиента',
    'Ошибка при удалении статуса клиента',
  ],
  [subjects.name]: [
    'Новый предмет успешно добавлен!',
    'Предмет успешно обновлен!',
    'Предмет успешно удален!',
    'Ошибка при добавлении предмета',
    'Ошибка при обновлении предмета',
    'Ошибка при удалении предмета',
  ],
  [studentCities.name]: [
    'Новый город успешно добавлен!',
    'Город успешно обновлен!',
    'Город успешно удален!',
    'Ошибка при добавлении города: {message}',
    'Ошибка при обновлении города',
    'Ошибка при удалении города',
  ],
  [marketingChannels.name]: [
    'Новый канал успешно добавлен!',
    'Канал успешно обновлен!',
    'Канал успешно удален!',
    'Ошибка при добавлении канала: {message}',
    'Ошибка при обновлении канала',
    'Ошибка при удалении канала',
  ],
  [cabinets.name]: [
    'Новый кабинет успешно добавлен!',
    'Кабинет успешно обновлен!',
    'Кабинет успешно удален!',
    'Ошибка при добавлении кабинета: {message}',
    'Ошибка при обновлении кабинета',
    'Ошибка при удалении кабинета',
  ],
  [studentSchools.name]: [
    'Новая школа успешно добавлена!',
    'Школа успешно обновлена!',
    'Школа успешно удалена!',
    'Ошибка при добавлении школы: {message}',
    'Ошибка при обновлении школы',
    'Ошибка при удалении школы',
  ],
};

describe('reference list toasts', () => {
  it.each([clientStatuses, subjects, studentCities, marketingChannels, cabinets, studentSchools])('$name says the spec’s six toasts', (list) => {
    const { created, updated, deleted, createFailed, updateFailed, deleteFailed } = list.toasts!;
    expect([created, updated, deleted, createFailed, updateFailed, deleteFailed]).toEqual(quoted[list.name]);
  });
});
