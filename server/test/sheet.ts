import ExcelJS from 'exceljs';

// The first sheet of an exported .xlsx, read back as exceljs reads it: its rows' values and its cells' formats.
export const readSheet = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, formatOf: (row: number, column: number) => sheet.getRow(row).getCell(column).numFmt };
};
