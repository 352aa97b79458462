import { describe, expect, it } from 'vitest';
import {
  countsOf,
  headerKey,
  ImportFileError,
  mapHeaders,
  nameKey,
  rowsFromTable,
  rowsToWrite,
  type PreviewRow,
} from './crm-import';
import { formFromRow, importDate, indexReferences, type ImportReferences } from './crm-import-form';
import { findDuplicates, personOf, samePerson } from './crm-import-duplicates';

const references: ImportReferences = {
  schoolYears: [
    { id: 1, name: 'Дошкольник' },
    { id: 6, name: '5 класс' },
    { id: 8, name: '7 класс' },
    { id: 13, name: 'Взрослый' },
  ],
  subjects: [
    { id: 1, name: 'Математика' },
    { id: 3, name: 'Английский язык' },
  ],
  formats: [
    { id: 1, name: 'Очно' },
    { id: 2, name: 'Онлайн' },
  ],
  statuses: [
    { id: 4, name: 'Думает' },
    { id: 2, name: 'Новая заявка' },
  ],
  cities: [{ id: 1, name: 'Москва' }],
  schools: [{ id: 1, name: 'Школа № 1' }],
  channels: [{ id: 5, name: 'Сайт центра' }],
};
const index = indexReferences(references);

describe('names and headers', () => {
  it.each([
    ['Иванов Иван', 'иванов иван'],
    ['  ИВАНОВ   иван ', 'иванов иван'],
    ['Ёлкин Пётр', 'елкин петр'],
    ['Елкин\tПетр', 'елкин петр'],
  ])('nameKey(%j) is %j', (name, key) => expect(nameKey(name)).toBe(key));

  it('ignores case, ё, stars and colons in headers', () => {
    expect(headerKey(' Телефон Родителя* ')).toBe('телефон родителя');
    expect(headerKey('Ф.И.О:')).toBe('ф.и.о');
  });

  it('maps known headers and aliases, lists the unknown ones, counts a repeated one once', () => {
    const mapping = mapHeaders('applications', ['фио', 'Канал продаж', 'Заметки', 'ТЕЛЕФОН', 'Телефон', 'Класс', 'Предмет', '']);
    expect(mapping.columns).toEqual(['name', 'channel', null, 'phone', null, 'schoolYear', 'subjects', null]);
    expect(mapping.found).toEqual(['name', 'phone', 'schoolYear', 'subjects', 'channel']);
    expect(mapping.ignored).toEqual(['Заметки', 'Телефон']);
  });

  it('knows no status column for students', () => {
    expect(mapHeaders('students', ['ФИО', 'Класс', 'Статус']).ignored).toEqual(['Статус']);
  });

  it.each([
    [['Имя и фамилия', 'Год'], 'students', 'В первой строке файла нет заголовков столбцов: ожидаются «ФИО», «Телефон», «Класс»…'],
    [['ФИО', 'Телефон'], 'students', 'В файле нет столбца «Класс»'],
    [['Класс', 'Телефон'], 'students', 'В файле нет столбца «ФИО»'],
    [['ФИО', 'Класс'], 'applications', 'В файле нет столбца «Предметы»'],
  ] as const)('refuses the header %j for %s', (header, kind, message) => {
    expect(() => mapHeaders(kind, [...header])).toThrow(new ImportFileError(message));
  });
});

describe('rowsFromTable', () => {
  it('keeps the sheet row numbers, trims cells, leaves blank rows out, keeps a comment as written', () => {
    const { rows, columns } = rowsFromTable('students', [
      { row: 1, cells: ['ФИО', 'Класс', 'Комментарий'] },
      { row: 2, cells: [' Иванов   Иван ', '5', ' две\nстроки '] },
      { row: 3, cells: ['', ' ', ''] },
      { row: 5, cells: ['Петров Пётр'] },
    ]);
    expect(columns).toEqual(['name', 'schoolYear', 'comment']);
    expect(rows).toEqual([
      { row: 2, values: { name: 'Иванов Иван', schoolYear: '5', comment: 'две\nстроки' } },
      { row: 5, values: { name: 'Петров Пётр' } },
    ]);
  });

  it('refuses an empty table, a header alone and more than 2,000 rows', () => {
    expect(() => rowsFromTable('students', [])).toThrow('Файл пустой');
    expect(() => rowsFromTable('students', [{ row: 1, cells: ['ФИО', 'Класс'] }])).toThrow('В файле нет строк с данными');
    const many = Array.from({ length: 2001 }, (_, at) => ({ row: at + 2, cells: ['Иванов Иван', '5'] }));
    expect(() => rowsFromTable('students', [{ row: 1, cells: ['ФИО', 'Класс'] }, ...many])).toThrow(
      'В файле 2001 строк с данными; за один раз можно загрузить не больше 2000',
    );
    expect(rowsFromTable('students', [{ row: 1, cells: ['ФИО', 'Класс'] }, ...many.slice(1)]).rows).toHaveLength(2000);
  });
});

describe('importDate', () => {
  const today = new Date(2026, 10, 26);
  it.each([
    ['14.03.2014', '2014-03-14'],
    ['4.3.2014', '2014-03-04'],
    ['04/03/2014', '2014-03-04'],
    ['2014-3-4', '2014-03-04'],
    ['04.03.14', '2014-03-04'],
    ['04.03.98', '1998-03-04'],
    ['завтра', 'завтра'],
  ])('%s → %s', (text, day) => expect(importDate(text, today)).toBe(day));
});

describe('formFromRow', () => {
  it('turns names of the lists into ids, with the defaults for a blank status and format', () => {
    const result = formFromRow(
      'applications',
      { name: 'Иванов Иван', phone: '8 916 123-45-67', schoolYear: '7', subjects: 'математика; Английский  язык, Математика', channel: 'сайт центра', birthDate: '01.02.2015' },
      index,
    );
    expect(result.errors).toEqual([]);
    expect(result.form).toMatchObject({
      clientName: 'Иванов Иван',
      clientPhoneNumber: '+79161234567',
      schoolYearId: 8,
      subjectIds: [1, 3],
      attendanceTypeIds: [1],
      clientStatusId: 2,
      marketingChannelId: 5,
      studentCityId: null,
      dateOfBirth: '2015-02-01',
      studentAdd: false,
    });
  });

  it.each([
    ['5', 6],
    ['5 кл', 6],
    ['5 кл.', 6],
    ['5-й класс', 6],
    ['05', 6],
    ['взрослый', 13],
  ])('reads the class %j', (schoolYear, id) => {
    expect(formFromRow('students', { name: 'Иванов Иван', schoolYear }, index).form?.schoolYearId).toBe(id);
  });

  it('needs neither subjects nor a status for a student', () => {
    const result = formFromRow('students', { name: 'Иванов Иван', schoolYear: '5', status: 'Думает' }, index);
    expect(result.errors).toEqual([]);
    expect(result.form).toMatchObject({ studentAdd: true, subjectIds: [], clientStatusId: null });
  });

  it('says what is wrong with each cell, once', () => {
    const { errors } = formFromRow('applications', { name: 'иванов', schoolYear: '12 класс', subjects: 'Астрология', formats: 'Заочно', status: 'Горячий', school: 'Лицей', parentPhone: '+79160000000' }, index);
    expect(errors).toEqual([
      { field: 'schoolYear', message: 'Класс «12 класс» не найден в справочнике' },
      { field: 'subjects', message: 'Предмет «Астрология» не найден в справочнике' },
      { field: 'formats', message: 'Формат занятий «Заочно» не найден в справочнике' },
      { field: 'status', message: 'Статус «Горячий» не найден в справочнике' },
      { field: 'school', message: 'Школа «Лицей» не найдена в справочнике' },
      { field: 'parentName', message: 'Укажите имя родителя: телефон родителя без имени не сохранится' },
      { field: 'name', message: 'Имя ученика должно начинаться с большой буквы' },
    ]);
  });

  it('gives the form\'s own messages for what is missing', () => {
    expect(formFromRow('applications', {}, index).errors).toEqual([
      { field: 'name', message: 'Имя ученика обязательно' },
      { field: 'schoolYear', message: 'Выберите класс ученика' },
      { field: 'subjects', message: 'Выберите хотя бы один предмет' },
    ]);
    expect(formFromRow('students', { name: 'Иванов Иван', schoolYear: '5', phone: '123', birthDate: '30.02.2015' }, index).errors).toEqual([
      { field: 'phone', message: 'Некорректный номер телефона' },
      { field: 'birthDate', message: 'Неверная дата' },
    ]);
  });
});

describe('duplicates', () => {
  const person = (id: number, name: string, phone: string | null, parentPhone: string | null = null, kind: 'client' | 'student' = 'student') =>
    personOf({ id, kind, name, phone, parentName: null, parentPhone, archived: false });

  it('are the same name with a shared phone, or with no phone on one side', () => {
    expect(samePerson(person(1, 'Иванов Иван', '+79160000001'), person(2, 'ИВАНОВ  иван', '8 916 000-00-01'))).toBe(true);
    expect(samePerson(person(1, 'Ёжиков Иван', '+79160000001'), person(2, 'Ежиков Иван', null, '+79160000001'))).toBe(true);
    expect(samePerson(person(1, 'Иванов Иван', null), person(2, 'Иванов Иван', '+79160000002'))).toBe(true);
    expect(samePerson(person(1, 'Иванов Иван', '+79160000001'), person(2, 'Иванов Иван', '+79160000002'))).toBe(false);
    // brothers share their mother's phone
    expect(samePerson(person(1, 'Иванов Иван', null, '+79160000009'), person(2, 'Иванов Пётр', null, '+79160000009'))).toBe(false);
    expect(samePerson(person(1, '', null), person(2, '', null))).toBe(false);
  });

  it('prefer the CRM\'s matches to the file\'s, and flag only the later repeats of the file', () => {
    const crm = [person(10, 'Петров Пётр', '+79160000010'), person(11, 'Петров Пётр', '+79160000011', null, 'client')];
    const rows = [
      { row: 2, values: { name: 'Сидоров Сидор', phone: '+79160000020' } },
      { row: 3, values: { name: 'сидоров сидор', parentPhone: '89160000020' } },
      { row: 4, values: { name: 'Петров Пётр', phone: '+7 916 000-00-11' } },
      { row: 5, values: { name: 'Петров Пётр', phone: '+79160000011' } },
      { row: 6, values: { name: 'Сидоров Сидор', phone: '+79160000099' } },
    ];
    const found = findDuplicates(rows, crm);
    expect(found.has(2)).toBe(false);
    expect(found.get(3)).toEqual({ where: 'file', matches: [expect.objectContaining({ id: 2, kind: 'row', phone: '+79160000020' })] });
    expect(found.get(4)).toEqual({ where: 'crm', matches: [expect.objectContaining({ id: 11, kind: 'client' })] });
    expect(found.get(5)?.where).toBe('crm');
    expect(found.has(6)).toBe(false);
  });

  it('count into what the import writes', () => {
    const rows: PreviewRow[] = [
      { row: 2, values: {}, errors: [], duplicate: null },
      { row: 3, values: {}, errors: [{ field: 'name', message: 'x' }], duplicate: null },
      { row: 4, values: {}, errors: [], duplicate: { where: 'file', matches: [] } },
    ];
    const counts = countsOf(rows);
    expect(counts).toEqual({ total: 3, valid: 2, withErrors: 1, duplicates: 1 });
    expect(rowsToWrite(counts, true)).toBe(2);
    expect(rowsToWrite(counts, false)).toBe(3);
  });
});
