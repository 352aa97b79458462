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
    noun: { one: 'статус клиента', of: 'статуса клиента' },
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
    noun: { one: 'предмет', of: 'предмета' },
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
    noun: { one: 'город', of: 'города', reasonOnAddFailure: true },
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
    noun: { one: 'канал', of: 'канала', reasonOnAddFailure: true },
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
    noun: { one: 'кабинет', of: 'кабинета', reasonOnAddFailure: true },
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
    noun: { one: 'школа', of: 'школы', feminine: true, reasonOnAddFailure: true },
  },
});

// The order of the settings page's tabs (core.md §2.14).
export const settingsTabs = [clientStatuses, subjects, studentCities, marketingChannels, cabinets, studentSchools];
