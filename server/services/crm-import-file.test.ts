import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, decodeCsv, detectSeparator, parseCsv, readImportTable, zipUnpackedSize } from './crm-import-file';

describe('CSV', () => {
  it.each([
    ['ФИО;Класс\nx,y;z', ';'],
    ['ФИО,Класс,Город\na;b,c', ','],
    ['"ФИО; полностью",Класс,Город', ','],
    ['ФИО\tКласс', '\t'],
    ['ФИО', ';'],
  ])('finds the separator of %j', (text, separator) => expect(detectSeparator(text)).toBe(separator));

  it('reads quotes, doubled quotes, separators and line breaks inside quotes, CRLF, and skips blank records', () => {
    const text = 'ФИО;Комментарий\r\n"Иванов; Иван";"он сказал ""да""\nи ушёл"\r\n\r\n;\nПетров;x\n';
    expect(parseCsv(text)).toEqual([
      { row: 1, cells: ['ФИО', 'Комментарий'] },
      { row: 2, cells: ['Иванов; Иван', 'он сказал "да"\nи ушёл'] },
      { row: 5, cells: ['Петров', 'x'] },
    ]);
  });

  it('keeps a quote inside an unquoted cell as it is, and refuses a quote never closed', () => {
    expect(parseCsv('a;b\n5";x')[1].cells).toEqual(['5"', 'x']);
    expect(() => parseCsv('a;b\nx;"open\n\n')).toThrow('Не удалось прочитать CSV: кавычка в строке 2 не закрыта');
  });

  it('decodes UTF-8 with a BOM, Windows-1251, and refuses binary bytes', () => {
    expect(decodeCsv(Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('ФИО')]))).toBe('ФИО');
    expect(decodeCsv(Buffer.from([0xd4, 0xc8, 0xce, 0x3b, 0xb8]))).toBe('ФИО;ё');
    expect(() => decodeCsv(Buffer.from([0x41, 0x00, 0x42]))).toThrow('Не удалось прочитать файл');
  });
});

describe('.xlsx', () => {
  it('turns each kind of cell into its text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(79161234567)).toBe('79161234567');
    expect(cellText(true)).toBe('Да');
    expect(cellText(new Date(Date.UTC(2014, 2, 14)))).toBe('2014-03-14');
    expect(cellText({ richText: [{ text: 'Ива' }, { text: 'нов' }] })).toBe('Иванов');
    expect(cellText({ text: 'ссылка', hyperlink: 'https://example.org' })).toBe('ссылка');
    expect(cellText({ formula: 'A1', result: 5 } as ExcelJS.CellFormulaValue)).toBe('5');
    expect(cellText({ error: '#N/A' } as ExcelJS.CellErrorValue)).toBe('');
  });

  it('reads the first sheet with its row numbers, from the first non-blank row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Данные');
    sheet.getCell('A2').value = 'ФИО';
    sheet.getCell('B2').value = 'Класс';
    sheet.getCell('A4').value = 'Иванов Иван';
    sheet.getCell('B4').value = 5;
    workbook.addWorksheet('Другой').getCell('A1').value = 'не читается';
    const table = await readImportTable(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(table).toEqual([
      { row: 2, cells: ['ФИО', 'Класс'] },
      { row: 4, cells: ['Иванов Иван', '5'] },
    ]);
  });

  it('measures what a zip unpacks to from its directory, before unpacking it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Данные').getCell('A1').value = 'x'.repeat(10_000);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const size = zipUnpackedSize(file)!;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeGreaterThan(file.length);
    expect(zipUnpackedSize(Buffer.from('not a zip at all, just some text here'))).toBeUndefined();
  });
});
