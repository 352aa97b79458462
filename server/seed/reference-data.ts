import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';

// Order matters where the spec names defaults by id: a new application starts with city 1, school 1,
// channel 1 and attendance type [1] (core.md §9), so the first entry of each is the usual choice.
export const clientStatusSeed = [
  { name: 'Новая заявка', color: '#4bdf1a' },
  { name: 'Связались', color: '#1677ff' },
  { name: 'Пробное занятие', color: '#faad14' },
  { name: 'Думает', color: '#722ed1' },
  { name: 'Ожидает группу', color: '#13c2c2' },
  { name: 'Отказ', color: '#f5222d' },
];
export const subjectSeed = [
  'Математика',
  'Русский язык',
  'Английский язык',
  'Физика',
  'Химия',
  'Информатика',
  'Биология',
  'Обществознание',
  'История',
  'Литература',
];
export const citySeed = ['Москва', 'Одинцово', 'Зеленоград', 'Химки', 'Красногорск'];
export const channelSeed = ['Сарафанное радио', 'Яндекс Директ', 'ВКонтакте', 'Telegram', 'Листовки', 'Сайт центра'];
export const cabinetSeed = ['Кабинет 1', 'Кабинет 2', 'Кабинет 3', 'Большой зал', 'Онлайн-комната'];
export const schoolSeed = ['Школа № 1', 'Гимназия № 5', 'Лицей № 11', 'Школа № 17', 'Школа № 1534'];
export const schoolYearSeed = ['Дошкольник', ...Array.from({ length: 11 }, (_, index) => `${index + 1} класс`), 'Взрослый'];
export const attendanceTypeSeed = ['Очно', 'Онлайн'];
export const exitStatusSeed = [
  'Окончил обучение',
  'Переезд',
  'Не устроила цена',
  'Нет времени',
  'Выбрал другой центр',
  'Не вышел на связь',
];
// money.md §4, §6: the expense rows choose from these; the cash desk counts the 'Наличные' ones.
export const expenseTypeSeed = ['Аренда', 'Зарплата', 'Реклама', 'Канцелярия', 'Хозяйственные расходы', 'Коммунальные услуги', 'Прочее'];
export const expensePaymentTypeSeed = ['Наличные', 'Безналичный перевод', 'Банковская карта'];

const names = (list: string[]) => list.map((name) => ({ name }));

// The lists every centre needs, demo or not.
export const seedReferenceData = async (tx: Tx) => {
  await tx.insert(tables.schoolYears).values(schoolYearSeed.map((description) => ({ description })));
  await tx.insert(tables.attendanceTypes).values(names(attendanceTypeSeed));
  await tx.insert(tables.exitStatuses).values(names(exitStatusSeed));
  await tx.insert(tables.clientStatuses).values(clientStatusSeed);
  await tx.insert(tables.subjects).values(names(subjectSeed));
  await tx.insert(tables.studentCities).values(names(citySeed));
  await tx.insert(tables.marketingChannels).values(names(channelSeed));
  await tx.insert(tables.cabinets).values(names(cabinetSeed));
  await tx.insert(tables.studentSchools).values(names(schoolSeed));
  await tx.insert(tables.expenseTypes).values(names(expenseTypeSeed));
  await tx.insert(tables.expensePaymentTypes).values(names(expensePaymentTypeSeed));
};
