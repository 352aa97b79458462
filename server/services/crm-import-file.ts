import ExcelJS from 'exceljs';
import {
  columnsOf,
  crmImportKindLabels,
  crmImportTexts,
  fill,
  ImportFileError,
  importColumns,
  MAX_IMPORT_ROWS,
  type CrmImportKind,
  type RawRow,
} from '../../resources/crm-import';
import { type ImportReferences } from '../../resources/crm-import-form';

// The uploaded file of /service/add-to-crm as a table of texts: .xlsx through exceljs, CSV through the parser
// below. What the file is, is decided by its bytes, never by its name. Every failure is an ImportFileError with a
// Russian message (a 400), never a 500.

const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
// a sheet may say it has more rows than it holds (formatting far below the data); more than this is no import
const MAX_SHEET_ROWS = MAX_IMPORT_ROWS * 10;
const MAX_COLUMNS = 100;

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((byte, index) => buffer[index] === byte);
const isZip = (buffer: Buffer) => startsWith(buffer, [0x50, 0x4b, 0x03, 0x04]);
const isOldExcel = (buffer: Buffer) => startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

// What the zip's entries take once unpacked, from its central directory; undefined when it cannot be read (then
// exceljs refuses it anyway). An .xlsx of 5 MB can unpack to gigabytes: this is read before exceljs unpacks it.
export const zipUnpackedSize = (buffer: Buffer): number | undefined => {
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at -= 1) {
    if (buffer.readUInt32LE(at) !== END) continue;
    const count = buffer.readUInt16LE(at + 10);
    let offset = buffer.readUInt32LE(at + 16);
    let total = 0;
    for (let entry = 0; entry < count; entry += 1) {
      if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== ENTRY) return undefined;
      const size = buffer.readUInt32LE(offset + 24);
      if (size === 0xffffffff) return Number.POSITIVE_INFINITY; // zip64: far past any limit of ours
      total += size;
      offset += 46 + buffer.readUInt16LE(offset + 28) + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
    }
    return total;
  }
  return undefined;
};

const isoDay = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10));

// A cell's value as the text a person sees in it.
export const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (value instanceof Date) return isoDay(value);
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((part) => part.text ?? '').join('');
  if ('error' in value) return '';
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellText((value as { text: ExcelJS.CellValue }).text);
  return '';
};

const readXlsx = async (buffer: Buffer): Promise<RawRow[]> => {
  const unpacked = zipUnpackedSize(buffer);
  if (unpacked !== undefined && unpacked > MAX_UNPACKED_BYTES) throw new ImportFileError(crmImportTexts.unpackedTooLarge);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError(crmImportTexts.brokenExcel);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError(crmImportTexts.brokenExcel);
  if (sheet.actualRowCount > MAX_SHEET_ROWS) {
    throw new ImportFileError(fill(crmImportTexts.tooManyRows, { count: sheet.actualRowCount - 1 }));
  }
  const table: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    const values = Array.isArray(row.values) ? row.values : [];
    for (let column = 1; column < Math.min(values.length, MAX_COLUMNS + 1); column += 1) cells.push(cellText(values[column] as ExcelJS.CellValue));
    table.push({ row: number, cells });
  });
  if (table.length === 0) throw new ImportFileError(crmImportTexts.emptyFile);
  return table;
};

// UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1251, which Excel writes for
// "CSV (разделители — точка с запятой)" on a Russian Windows. Bytes no text has (NUL) make it no CSV.
export const decodeCsv = (buffer: Buffer): string => {
  if (buffer.includes(0)) throw new ImportFileError(crmImportTexts.notATable);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1251').decode(buffer);
  }
  return text.replace(/^\uFEFF/, '');
};

// ';', ',' or a tab: whichever the header line (outside quotes) holds most of; ';' when none.
export const detectSeparator = (text: string): string => {
  const counts = new Map<string, number>([[';', 0], [',', 0], ['\t', 0]]);
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  let best = ';';
  for (const [separator, count] of counts) if (count > counts.get(best)!) best = separator;
  return best;
};

// RFC 4180: quoted fields may hold separators, line breaks and doubled quotes. Row numbers are records, from 1.
export const parseCsv = (text: string, separator = detectSeparator(text)): RawRow[] => {
  const table: RawRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let record = 1;
  let quoteStartRecord = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (cells.some((value) => value.trim() !== '')) table.push({ row: record, cells });
    cells = [];
    record += 1;
    if (record > MAX_SHEET_ROWS + 1) throw new ImportFileError(fill(crmImportTexts.tooManyRows, { count: `больше ${MAX_SHEET_ROWS}` }));
  };
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at];
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else quoted = false;
    } else if (character === '"' && cell.trim() === '') {
      quoted = true;
      quoteStartRecord = record;
      cell = '';
    } else if (character === separator) endCell();
    else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[at + 1] === '\n') at += 1;
      endRecord();
    } else cell += character;
  }
  if (quoted) throw new ImportFileError(fill(crmImportTexts.unclosedQuote, { row: quoteStartRecord }));
  if (cell !== '' || cells.length > 0) endRecord();
  if (table.length === 0) throw new ImportFileError(crmImportTexts.emptyFile);
  if (table[0].cells.length > MAX_COLUMNS) throw new ImportFileError(crmImportTexts.notATable);
  return table;
};

// The uploaded bytes as a table of its non-blank rows: the first of them is the header.
export const readImportTable = async (buffer: Buffer): Promise<RawRow[]> => {
  if (buffer.length === 0) throw new ImportFileError(crmImportTexts.emptyFile);
  if (isOldExcel(buffer)) throw new ImportFileError(crmImportTexts.oldExcel);
  if (isZip(buffer)) return readXlsx(buffer);
  return parseCsv(decodeCsv(buffer));
};

const REFERENCE_SHEET = 'Справочники';

// GET crm-import/template: the columns of the kind with one example row, and the reference lists beside them.
export const buildTemplate = async (kind: CrmImportKind, references: ImportReferences): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CRM';
  const sheet = workbook.addWorksheet(crmImportKindLabels[kind]);
  const fields = columnsOf(kind);
  sheet.columns = fields.map((field) => ({ header: importColumns[field].header, key: field, width: importColumns[field].width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const field of fields) sheet.getColumn(field).numFmt = '@'; // phones and dates stay text as typed
  sheet.addRow(Object.fromEntries(fields.map((field) => [field, importColumns[field].example[kind]])));

  const lists = workbook.addWorksheet(REFERENCE_SHEET);
  const shown: [string, keyof ImportReferences][] = [
    [importColumns.schoolYear.header, 'schoolYears'],
    [importColumns.subjects.header, 'subjects'],
    [importColumns.formats.header, 'formats'],
    ...(kind === 'applications' ? ([[importColumns.status.header, 'statuses']] as [string, keyof ImportReferences][]) : []),
    [importColumns.city.header, 'cities'],
    [importColumns.school.header, 'schools'],
    [importColumns.channel.header, 'channels'],
  ];
  lists.columns = shown.map(([header], index) => ({ header, key: String(index), width: 24 }));
  lists.getRow(1).font = { bold: true };
  const longest = Math.max(...shown.map(([, key]) => references[key].length));
  for (let line = 0; line < longest; line += 1) {
    lists.addRow(Object.fromEntries(shown.map(([, key], index) => [String(index), references[key][line]?.name ?? null])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
