import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmImportCommitSchema, MAX_IMPORT_ROWS, type CrmImportPreview, type CrmImportResult } from '../../resources/crm-import';
import { createTestApp, rowCounts, type DemoLogin, type TestApp } from '../test/app';
import { expectBadRequest, expectCleanRefusal, expectStatus } from '../test/expect';
import { bodyFor } from '../test/zod-arbitrary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// A multipart body with the given files (field 'file'), as a browser's FormData sends it.
const multipart = (files: { name: string; content: Buffer; type?: string }[]) => {
  const boundary = `----crm-import-${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap(({ name, content, type }) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type ?? 'application/octet-stream'}\r\n\r\n`),
    content,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const xlsxOf = async (rows: (string | number | Date | null)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const preview = (kind: string, content: Buffer, as: DemoLogin = 'admin', name = 'import.xlsx') =>
  t.call({ method: 'POST', url: `/api/crm-import/preview?kind=${kind}`, ...multipart([{ name, content }]), as });

const previewOk = async (kind: string, content: Buffer, name?: string) => {
  const response = await preview(kind, content, 'admin', name);
  expectStatus(response, 200);
  return response.json() as CrmImportPreview;
};

const commit = (body: unknown, as: DemoLogin = 'admin') => t.call({ method: 'POST', url: '/api/crm-import/commit', payload: body as object, as });

const commitOk = async (body: unknown) => {
  const response = await commit(body);
  expectStatus(response, 200);
  return response.json() as CrmImportResult;
};

const rowsForCommit = (result: CrmImportPreview) => result.rows.map(({ row, values }) => ({ row, values }));

type DemoStudent = { id: number; name: string; phone: string };
const demoStudentWithPhone = async () =>
  (await rowsOf<DemoStudent>(sql`select id, name, phone_number as phone from students where phone_number is not null and not is_archived order by id limit 1`))[0];

describe('GET crm-import/template', () => {
  it('gives an .xlsx with the columns of the kind and the reference lists', async () => {
    const response = await t.call({ method: 'GET', url: '/api/crm-import/template?kind=applications', as: 'admin' });
    expectStatus(response, 200);
    expect(response.headers['content-type']).toContain(XLSX);
    expect(response.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header).toEqual(['ФИО', 'Телефон', 'Родитель', 'Телефон родителя', 'Класс', 'Предметы', 'Формат занятий', 'Статус', 'Город', 'Школа', 'Канал', 'Дата рождения', 'Комментарий']);
    const lists = workbook.getWorksheet('Справочники')!;
    expect((lists.getRow(1).values as string[]).slice(1)).toContain('Предметы');
    expect(lists.getColumn(2).values).toContain('Математика');

    const students = await t.call({ method: 'GET', url: '/api/crm-import/template?kind=students', as: 'owner' });
    const studentBook = new ExcelJS.Workbook();
    await studentBook.xlsx.load(students.rawPayload as unknown as ArrayBuffer);
    expect((studentBook.worksheets[0].getRow(1).values as string[]).slice(1)).not.toContain('Статус');
  });

  it('is a read of Service: teacher and user refused, a kind required', async () => {
    expectStatus(await t.call({ method: 'GET', url: '/api/crm-import/template?kind=students', as: 'teacher' }), 403);
    expectStatus(await t.call({ method: 'GET', url: '/api/crm-import/template?kind=students', as: 'user' }), 403);
    expectStatus(await t.call({ method: 'GET', url: '/api/crm-import/template?kind=students' }), 401);
    expectBadRequest(await t.call({ method: 'GET', url: '/api/crm-import/template', as: 'admin' }), 'Выберите, что загружать: заявки или учеников');
    expectBadRequest(await t.call({ method: 'GET', url: '/api/crm-import/template?kind=parents', as: 'admin' }), 'Выберите, что загружать: заявки или учеников');
  });
});

describe('rights', () => {
  it.each([
    ['owner', 200],
    ['admin', 200],
    ['teacher', 403],
    ['user', 403],
    ['guest', 403],
  ] as const)('%s previews and commits: %i', async (as, status) => {
    const before = await rowCounts(t.db);
    const file = await xlsxOf([['ФИО', 'Класс', 'Предметы'], [`Правов ${as === 'owner' ? 'Олег' : 'Антон'}`, '5 класс', 'Физика']]);
    const shown = await preview('applications', file, as);
    expectStatus(shown, status);
    const written = await commit({ kind: 'students', rows: [{ row: 2, values: { name: `Правов Семён ${as}`, schoolYear: '6' } }] }, as);
    expectStatus(written, status);
    if (status === 403) expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses without a token', async () => {
    expectStatus(await t.call({ method: 'POST', url: '/api/crm-import/preview?kind=students', ...multipart([{ name: 'a.csv', content: Buffer.from('ФИО;Класс\nИванов Пётр;5') }]) }), 401);
    expectStatus(await t.call({ method: 'POST', url: '/api/crm-import/commit', payload: {} }), 401);
  });
});

describe('an .xlsx of applications', () => {
  it('is previewed with every row valid, then written in one go with its subjects, formats, status and parents', async () => {
    const file = await xlsxOf([
      ['фио', 'ТЕЛЕФОН', 'Родитель', 'Телефон родителя', 'Класс', 'Предметы', 'Город', 'Школа', 'Канал продаж', 'Дата рождения', 'Комментарий', 'Заметки менеджера'],
      ['Зимина Дарья', '8 (916) 555-01-01', 'Зимина Ольга', 79165550102, '5 класс', 'Математика; английский язык', 'москва', 'Лицей № 11', 'Сайт центра', new Date(Date.UTC(2014, 2, 14)), 'Звонить вечером', 'не импортируется'],
      [],
      ['Ёлкин   Пётр', '', '', '', '7', 'Физика', '', '', '', '03.09.2012', '', ''],
    ]);
    const result = await previewOk('applications', file);
    expect(result.kind).toBe('applications');
    expect(result.ignoredColumns).toEqual(['Заметки менеджера']);
    expect(result.counts).toEqual({ total: 2, valid: 2, withErrors: 0, duplicates: 0 });
    expect(result.rows.map((row) => row.row)).toEqual([2, 4]);
    expect(result.rows[0].values).toMatchObject({ name: 'Зимина Дарья', phone: '8 (916) 555-01-01', parentPhone: '79165550102', birthDate: '2014-03-14' });
    expect(result.rows[1].values.name).toBe('Ёлкин Пётр');
    expect(result.rows.every((row) => row.errors.length === 0 && row.duplicate === null)).toBe(true);
    const clientsBefore = (await rowCounts(t.db)).clients;
    expect(clientsBefore).toBeGreaterThan(0);

    const { created, skipped, ids } = await commitOk({ kind: 'applications', rows: rowsForCommit(result), skipDuplicates: true });
    expect({ created, skipped }).toEqual({ created: 2, skipped: 0 });
    expect((await rowCounts(t.db)).clients).toBe(clientsBefore + 2);
    const [zimina] = await rowsOf<Record<string, unknown>>(sql`
      select c.name, c.phone_number, c.date_of_birth, c.additional_comment, y.description as year, st.name as status,
        ci.name as city, sc.name as school, ch.name as channel, cp.name as parent, cp.phone_number as parent_phone,
        (select string_agg(s.name, ', ' order by s.name) from client_school_subjects l join subjects s on s.id = l.subject_id where l.client_id = c.id) as subjects,
        (select string_agg(a.name, ', ') from client_attendance_types l join attendance_types a on a.id = l.attendance_type_id where l.client_id = c.id) as formats
      from clients c join school_years y on y.id = c.school_year_id join client_statuses st on st.id = c.client_status_id
        left join student_cities ci on ci.id = c.student_city_id left join student_schools sc on sc.id = c.student_school_id
        left join marketing_channels ch on ch.id = c.marketing_channel_id left join client_parents cp on cp.id = c.client_parent_id
      where c.id = ${ids[0]}`);
    expect(zimina).toEqual({
      name: 'Зимина Дарья',
      phone_number: '+79165550101',
      date_of_birth: '2014-03-14',
      additional_comment: 'Звонить вечером',
      year: '5 класс',
      status: 'Новая заявка',
      city: 'Москва',
      school: 'Лицей № 11',
      channel: 'Сайт центра',
      parent: 'Зимина Ольга',
      parent_phone: '+79165550102',
      subjects: 'Английский язык, Математика',
      formats: 'Очно',
    });
    const [elkin] = await rowsOf<Record<string, unknown>>(
      sql`select c.name, c.phone_number, c.date_of_birth, c.client_parent_id, c.student_city_id, y.description as year from clients c join school_years y on y.id = c.school_year_id where c.id = ${ids[1]}`,
    );
    expect(elkin).toEqual({ name: 'Ёлкин Пётр', phone_number: null, date_of_birth: '2012-09-03', client_parent_id: null, student_city_id: null, year: '7 класс' });
    const [log] = await rowsOf<{ changes: { to: unknown }[] }>(sql`select changes from audit_log where entity = 'crm-import' order by id desc limit 1`);
    expect(JSON.stringify(log.changes)).toContain('"created":{"to":2}');

    // the same file again: both rows are now in the CRM
    const again = await previewOk('applications', file);
    expect(again.counts.duplicates).toBe(2);
    expect(again.rows[0].duplicate).toEqual({
      where: 'crm',
      matches: [{ id: ids[0], kind: 'client', name: 'Зимина Дарья', phone: '+79165550101', parentName: 'Зимина Ольга', parentPhone: '+79165550102', archived: false }],
    });
  });
});

describe('a CSV of students', () => {
  it('reads UTF-8 with BOM and ";", quoted cells with separators and line breaks, and writes the students', async () => {
    const csv = [
      'ФИО;Телефон;Родитель;Телефон родителя;Класс;Предметы;Формат занятий;Дата рождения;Комментарий',
      'Лебедев Артём;+7 926 111-22-33;Лебедева Ирина;8-926-111-22-44;9 класс;"Химия, Биология";Онлайн;2010-05-01;"Пишет ""с ошибками""; любит опыты',
      'вторая строка"',
      'Лебедева Мария;;Лебедева Ирина;89261112244;Дошкольник;;;;',
    ].join('\r\n');
    const result = await previewOk('students', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]), 'students.csv');
    expect(result.counts).toEqual({ total: 2, valid: 2, withErrors: 0, duplicates: 0 });
    expect(result.rows[0].values.comment).toBe('Пишет "с ошибками"; любит опыты\r\nвторая строка');
    expect(result.rows[1].row).toBe(3);

    const { created, ids } = await commitOk({ kind: 'students', rows: rowsForCommit(result), skipDuplicates: false });
    expect(created).toBe(2);
    const stored = await rowsOf<Record<string, unknown>>(sql`
      select s.name, s.phone_number, s.parent_id, p.name as parent, p.phone_number as parent_phone, y.description as year,
        (select string_agg(x.name, ', ' order by x.name) from student_subjects l join subjects x on x.id = l.subject_id where l.student_id = s.id) as subjects,
        (select string_agg(a.name, ', ') from student_attendance_type_links l join attendance_types a on a.id = l.attendance_type_id where l.student_id = s.id) as formats
      from students s left join parents p on p.id = s.parent_id join school_years y on y.id = s.school_year_id
      where s.id in (${ids[0]}, ${ids[1]}) order by s.id`);
    expect(stored[0]).toMatchObject({ name: 'Лебедев Артём', phone_number: '+79261112233', parent: 'Лебедева Ирина', parent_phone: '+79261112244', year: '9 класс', subjects: 'Биология, Химия', formats: 'Онлайн' });
    // the second child's parent is the first one's: one parent, not two
    expect(stored[1]).toMatchObject({ name: 'Лебедева Мария', phone_number: null, parent_id: stored[0].parent_id, year: 'Дошкольник', subjects: null, formats: 'Очно' });
  });

  it('reads "," as the separator and Windows-1251 text', async () => {
    const text = 'ФИО,Класс\r\nКовалёв Никита,8 кл.\r\n';
    const cp1251 = Buffer.from(new Uint8Array([...text].map((character) => {
      const code = character.charCodeAt(0);
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (character === 'ё') return 0xb8;
      return code;
    })));
    const result = await previewOk('students', cp1251, 'students.csv');
    expect(result.rows[0].values).toEqual({ name: 'Ковалёв Никита', schoolYear: '8 кл.' });
    expect(result.rows[0].errors).toEqual([]);
  });
});

describe('duplicates', () => {
  it('flags a demo student (another case, ё and spaces, another way to write the phone) and a repeat within the file', async () => {
    const student = await demoStudentWithPhone();
    const shouted = `  ${student.name.toUpperCase().replaceAll('Ё', 'Е').replace(' ', '   ')} `;
    const phone = `8 ${student.phone.slice(2, 5)} ${student.phone.slice(5)}`;
    const file = await xlsxOf([
      ['ФИО', 'Телефон', 'Класс', 'Предметы'],
      [shouted, phone, '6 класс', 'Математика'],
      ['Громов Глеб', '+79035550000', '6 класс', 'Математика'],
      ['Громов  Глеб', '', '6 класс', 'Информатика'],
      ['Громов Глеб', '+79035559999', '6 класс', 'Информатика'],
    ]);
    const result = await previewOk('applications', file);
    expect(result.rows[0].duplicate?.where).toBe('crm');
    expect(result.rows[0].duplicate?.matches).toContainEqual(expect.objectContaining({ id: student.id, kind: 'student', name: student.name, phone: student.phone }));
    expect(result.rows[1].duplicate).toBeNull();
    // no phone: nothing tells it from row 3
    expect(result.rows[2].duplicate).toEqual({ where: 'file', matches: [expect.objectContaining({ id: 3, kind: 'row', name: 'Громов Глеб' })] });
    // another phone: another Глеб, except that row 4 had no phone to tell them apart
    expect(result.rows[3].duplicate).toEqual({ where: 'file', matches: [expect.objectContaining({ id: 4, kind: 'row' })] });
    expect(result.counts).toEqual({ total: 4, valid: 4, withErrors: 0, duplicates: 3 });

    const before = (await rowCounts(t.db)).clients;
    const skipping = await commitOk({ kind: 'applications', rows: rowsForCommit(result), skipDuplicates: true });
    expect({ created: skipping.created, skipped: skipping.skipped }).toEqual({ created: 1, skipped: 3 });
    expect((await rowCounts(t.db)).clients).toBe(before + 1);
    const [written] = await rowsOf<{ name: string }>(sql`select name from clients where id = ${skipping.ids[0]}`);
    expect(written.name).toBe('Громов Глеб');
  });

  it('writes the duplicates too when they are not skipped, and finds them again at commit time', async () => {
    const student = await demoStudentWithPhone();
    const rows = [
      { row: 2, values: { name: student.name, phone: student.phone, schoolYear: '5', subjects: 'Химия' } },
      { row: 3, values: { name: 'Сидорова Вера', schoolYear: '5', subjects: 'Химия' } },
    ];
    const before = (await rowCounts(t.db)).clients;
    expect(await commitOk({ kind: 'applications', rows, skipDuplicates: false })).toMatchObject({ created: 2, skipped: 0 });
    expect((await rowCounts(t.db)).clients).toBe(before + 2);
    // now 'Сидорова Вера' is in the CRM: the same rows skip both
    expect(await commitOk({ kind: 'applications', rows, skipDuplicates: true })).toMatchObject({ created: 0, skipped: 2 });
    expect((await rowCounts(t.db)).clients).toBe(before + 2);
  });

  it('matches a parent phone against a student\'s parent, but a brother with the same parent is no duplicate', async () => {
    const [pair] = await rowsOf<{ name: string; parent_phone: string }>(
      sql`select s.name, p.phone_number as parent_phone from students s join parents p on p.id = s.parent_id where p.phone_number is not null order by s.id limit 1`,
    );
    const result = await previewOk(
      'students',
      Buffer.from(`ФИО;Телефон родителя;Родитель;Класс\n${pair.name};${pair.parent_phone};Мамина Мама;5\nДругов Брат;${pair.parent_phone};Мамина Мама;5\n`),
      'a.csv',
    );
    expect(result.rows[0].duplicate?.where).toBe('crm');
    expect(result.rows[1].duplicate).toBeNull();
  });
});

describe('rows with errors', () => {
  it('are shown per cell in the preview', async () => {
    const file = await xlsxOf([
      ['ФИО', 'Телефон', 'Телефон родителя', 'Класс', 'Предметы', 'Город', 'Статус', 'Дата рождения'],
      ['иванов иван', '12345', '', '13 класс', 'Математика, Астрология', 'Тверь', 'Горячий', '31.02.2015'],
      ['', '', '+79161234567', '', '', '', '', '2099-01-01'],
    ]);
    const result = await previewOk('applications', file);
    expect(result.counts).toEqual({ total: 2, valid: 0, withErrors: 2, duplicates: 0 });
    expect(result.rows[0].errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Имя ученика должно начинаться с большой буквы' },
        { field: 'phone', message: 'Некорректный номер телефона' },
        { field: 'schoolYear', message: 'Класс «13 класс» не найден в справочнике' },
        { field: 'subjects', message: 'Предмет «Астрология» не найден в справочнике' },
        { field: 'city', message: 'Город «Тверь» не найден в справочнике' },
        { field: 'status', message: 'Статус «Горячий» не найден в справочнике' },
        { field: 'birthDate', message: 'Неверная дата' },
      ]),
    );
    expect(result.rows[1].errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Имя ученика обязательно' },
        { field: 'schoolYear', message: 'Выберите класс ученика' },
        { field: 'subjects', message: 'Выберите хотя бы один предмет' },
        { field: 'parentName', message: 'Укажите имя родителя: телефон родителя без имени не сохранится' },
        { field: 'birthDate', message: 'Дата рождения не может быть в будущем' },
      ]),
    );
  });

  it('refuse the whole import at commit, naming the row, and write nothing', async () => {
    const before = await rowCounts(t.db);
    const response = await commit({
      kind: 'applications',
      rows: [
        { row: 2, values: { name: 'Хорошев Павел', schoolYear: '5 класс', subjects: 'Физика' } },
        { row: 7, values: { name: 'Плохов Павел', schoolYear: '5 класс', subjects: 'Физика', phone: '+7 916' } },
      ],
      skipDuplicates: false,
    });
    expectBadRequest(response, 'Строка 7: Некорректный номер телефона');
    expect((response.json() as { errors: unknown[] }).errors).toEqual([{ field: 'rows.7.phone', message: 'Строка 7: Некорректный номер телефона' }]);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuse bad commit bodies in Russian', async () => {
    const row = { row: 2, values: { name: 'Хорошев Павел', schoolYear: '5 класс', subjects: 'Физика' } };
    expectBadRequest(await commit({ kind: 'parents', rows: [row] }), 'Выберите, что загружать: заявки или учеников');
    expectBadRequest(await commit({ kind: 'students', rows: [] }), 'Нет строк для импорта');
    expectBadRequest(await commit({ kind: 'students', rows: [row, row] }), 'Номера строк повторяются');
    expectCleanRefusal(await commit({ kind: 'students', rows: [{ row: 2, values: { name: 'Хорошев Павел', secret: 'x' } }] }));
    expectCleanRefusal(await commit({ kind: 'students', rows: [{ row: 2, values: { name: 5 } }] }));
    expectCleanRefusal(await commit('not json at all'));
  });
});

describe('bad files', () => {
  const refusal = async (content: Buffer, message: string, kind = 'students', name = 'file.xlsx') => {
    const before = await rowCounts(t.db);
    expectBadRequest(await preview(kind, content, 'admin', name), message);
    expect(await rowCounts(t.db)).toEqual(before);
  };

  it('are refused with a clear message, never a 500', async () => {
    await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 'Не удалось прочитать файл Excel: файл повреждён или это не .xlsx');
    await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'Формат .xls не поддерживается: сохраните файл как .xlsx или .csv');
    await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]), 'Не удалось прочитать файл: нужна таблица .xlsx или .csv (UTF-8, разделитель «;» или «,»)', 'students', 'photo.png');
    await refusal(Buffer.alloc(0), 'Файл пустой');
    await refusal(Buffer.from('\r\n;;\r\n'), 'Файл пустой');
    await refusal(Buffer.from('Имя и фамилия;Год\nИванов;5'), 'В первой строке файла нет заголовков столбцов: ожидаются «ФИО», «Телефон», «Класс»…');
    await refusal(Buffer.from('ФИО;Телефон\nИванов Иван;'), 'В файле нет столбца «Класс»');
    await refusal(Buffer.from('ФИО;Класс\nИванов Иван;5'), 'В файле нет столбца «Предметы»', 'applications');
    await refusal(Buffer.from('ФИО;Класс\n'), 'В файле нет строк с данными');
    await refusal(Buffer.from('ФИО;Класс;Комментарий\nИванов Иван;5;"без конца'), 'Не удалось прочитать CSV: кавычка в строке 2 не закрыта');
    await refusal(await xlsxOf([]), 'Файл пустой');
  });

  it('refuses a request without a file, with two files, or too large', async () => {
    expectBadRequest(await t.call({ method: 'POST', url: '/api/crm-import/preview?kind=students', payload: {}, as: 'admin' }), 'Выберите файл .xlsx или .csv');
    const twoFiles = multipart([
      { name: 'a.csv', content: Buffer.from('ФИО;Класс\nИванов Иван;5') },
      { name: 'b.csv', content: Buffer.from('ФИО;Класс\nИванов Иван;5') },
    ]);
    expectBadRequest(await t.call({ method: 'POST', url: '/api/crm-import/preview?kind=students', ...twoFiles, as: 'admin' }), 'Загрузите один файл');
    const large = Buffer.concat([Buffer.from('ФИО;Класс;Комментарий\n'), Buffer.alloc(5 * 1024 * 1024, 0x61)]);
    expectBadRequest(await preview('students', large), 'Файл больше 5 МБ. Разделите его на части.');
    expectBadRequest(await t.call({ method: 'POST', url: '/api/crm-import/preview', ...multipart([{ name: 'a.csv', content: Buffer.from('x') }]), as: 'admin' }), 'Выберите, что загружать: заявки или учеников');
  });

  it('refuses more than 2,000 rows in the file and in the commit', async () => {
    const lines = ['ФИО;Класс', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `Ученик Номер${index};5`)];
    await refusal(Buffer.from(lines.join('\n')), 'В файле 2001 строк с данными; за один раз можно загрузить не больше 2000');
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => ({ row: index + 2, values: { name: 'Ученик Номер', schoolYear: '5' } }));
    const before = await rowCounts(t.db);
    expectBadRequest(await commit({ kind: 'students', rows }), 'В файле больше 2000 строк с данными; за один раз можно загрузить не больше 2000');
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('generated commit bodies', () => {
  it('never answer 500, and a refusal writes nothing', async () => {
    const bodies = fc.sample(bodyFor(crmImportCommitSchema), { numRuns: 40, seed: 20_261_127 });
    for (const body of bodies) {
      const before = await rowCounts(t.db);
      const response = await commit(body);
      expect(response.statusCode, `${JSON.stringify(body).slice(0, 300)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expectCleanRefusal(response);
        expect(await rowCounts(t.db)).toEqual(before);
      }
    }
  });
});
