import { z } from 'zod';
import { defineReferenceList } from '../reference-list';

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const DEFAULT_STATUS_COLOUR = '#4bdf1a'; // core.md §9

export type ClientStatusRow = { clientStatusId: number; clientStatusName: string; clientStatusColor: string };
export type SubjectRow = { subjectId: number; subjectName: string };
export type StudentCityRow = { studentCityId: number; studentCityName: string };
export type MarketingChannelRow = { marketingChannelId: number; marketingChannelName: string };
export type CabinetRow = { cabinetId: number; cabinetName: string };
export type StudentSchoolRow = { studentSchoolId: number; studentSchoolName: string };

export const CLIENT_STATUS_HAS_CLIENTS = 'Ошибка: остались связанные заявки!';

export const clientStatuses = defineReferenceList<ClientStatusRow>({
  name: 'client-statuses',
  idField: 'clientStatusId',
  nameField: 'clientStatusName',
  writeAs: 'statusName',
  api: { list: 'client-statuses-info', collection: 'client-statuses' },
  words: {
    label: { one: 'Статус клиента', many: 'Статусы клиентов' },
    emptyMessage: 'Название статуса не может быть пустым',
    duplicateMessage: 'Этот статус уже существует',
    created: 'Новый статус клиента успешно добавлен!',
    updated: 'Статус клиента успешно обновлен!',
    deleted: 'Статус клиента успешно удален!',
    createFailed: 'Ошибка при добавлении статуса клиента',
    updateFailed: 'Ошибка при обновлении статуса клиента',
    deleteFailed: 'Ошибка при удалении статуса клиента',
  },
  extraFields: {
    clientStatusColor: {
      kind: 'colour',
      label: 'Цвет',
      writeAs: 'statusColor',
      column: { width: 140 },
      defaultValue: DEFAULT_STATUS_COLOUR,
      rule: z.string().regex(HEX_COLOUR, 'Цвет должен быть в формате #RRGGBB'),
    },
  },
  database: { inUse: [{ table: 'clients', column: 'clientStatusId', message: CLIENT_STATUS_HAS_CLIENTS }] },
});

export const subjects = defineReferenceList<SubjectRow>({
  name: 'subjects',
  idField: 'subjectId',
  nameField: 'subjectName',
  writeAs: 'name',
  api: { list: 'subjects-info', collection: 'subjects' },
  words: {
    label: { one: 'Предмет', many: 'Предметы' },
    emptyMessage: 'Название предмета не может быть пустым',
    duplicateMessage: 'Этот предмет уже существует',
    created: 'Новый предмет успешно добавлен!',
    updated: 'Предмет успешно обновлен!',
    deleted: 'Предмет успешно удален!',
    createFailed: 'Ошибка при добавлении предмета',
    updateFailed: 'Ошибка при обновлении предмета',
    deleteFailed: 'Ошибка при удалении предмета',
  },
});

export const studentCities = defineReferenceList<StudentCityRow>({
  name: 'student-cities',
  idField: 'studentCityId',
  nameField: 'studentCityName',
  writeAs: 'cityName',
  api: { list: 'student-cities-info', collection: 'student-cities' },
  words: {
    label: { one: 'Город', many: 'Города' },
    emptyMessage: 'Название города не может быть пустым',
    duplicateMessage: 'Этот город уже существует',
    created: 'Новый город успешно добавлен!',
    updated: 'Город успешно обновлен!',
    deleted: 'Город успешно удален!',
    createFailed: 'Ошибка при добавлении города: {message}',
    updateFailed: 'Ошибка при обновлении города',
    deleteFailed: 'Ошибка при удалении города',
  },
});

export const marketingChannels = defineReferenceList<MarketingChannelRow>({
  name: 'marketing-channels',
  idField: 'marketingChannelId',
  nameField: 'marketingChannelName',
  writeAs: 'channelName',
  api: { list: 'marketing-channels-info', collection: 'marketing-channels' },
  words: {
    label: { one: 'Канал', many: 'Маркетинговые каналы' },
    emptyMessage: 'Название канала не может быть пустым',
    duplicateMessage: 'Этот канал уже существует',
    created: 'Новый канал успешно добавлен!',
    updated: 'Канал успешно обновлен!',
    deleted: 'Канал успешно удален!',
    createFailed: 'Ошибка при добавлении канала: {message}',
    updateFailed: 'Ошибка при обновлении канала',
    deleteFailed: 'Ошибка при удалении канала',
  },
});

export const cabinets = defineReferenceList<CabinetRow>({
  name: 'cabinets',
  idField: 'cabinetId',
  nameField: 'cabinetName',
  writeAs: 'name',
  api: { list: 'cabinets-info', collection: 'cabinets' },
  words: {
    label: { one: 'Кабинет', many: 'Кабинеты' },
    emptyMessage: 'Название кабинета не может быть пустым',
    duplicateMessage: 'Кабинет с таким именем уже существует',
    created: 'Новый кабинет успешно добавлен!',
    updated: 'Кабинет успешно обновлен!',
    deleted: 'Кабинет успешно удален!',
    createFailed: 'Ошибка при добавлении кабинета: {message}',
    updateFailed: 'Ошибка при обновлении кабинета',
    deleteFailed: 'Ошибка при удалении кабинета',
  },
});

export const studentSchools = defineReferenceList<StudentSchoolRow>({
  name: 'student-schools',
  idField: 'studentSchoolId',
  nameField: 'studentSchoolName',
  writeAs: 'schoolName',
  api: { list: 'student-schools-info', collection: 'student-schools' },
  words: {
    label: { one: 'Школа', many: 'Школы' },
    emptyMessage: 'Название школы не может быть пустым',
    duplicateMessage: 'Эта школа уже существует',
    created: 'Новая школа успешно добавлена!',
    updated: 'Школа успешно обновлена!',
    deleted: 'Школа успешно удалена!',
    createFailed: 'Ошибка при добавлении школы: {message}',
    updateFailed: 'Ошибка при обновлении школы',
    deleteFailed: 'Ошибка при удалении школы',
  },
});

// The order of the settings page's tabs (core.md §2.14).
export const settingsTabs = [clientStatuses, subjects, studentCities, marketingChannels, cabinets, studentSchools];
