// A1 notation for the Sheets API: 'Лист'!A1:C5, a whole tab 'Лист', open ranges 'Лист'!A5:Z. Pure; used to
// write the report and by the fake API of the tests.

export const columnLetters = (index: number): string => {
  // 0 → A, 25 → Z, 26 → AA
  let letters = '';
  let rest = index + 1;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
};

export const columnIndex = (letters: string): number => {
  let value = 0;
  for (const letter of letters.toUpperCase()) value = value * 26 + (letter.charCodeAt(0) - 64);
  return value - 1;
};

// A tab title quoted the way the API wants it: in single quotes, a quote doubled.
export const quoteTitle = (title: string) => `'${title.replaceAll("'", "''")}'`;

export const rangeOf = (title: string, cells?: string) => (cells ? `${quoteTitle(title)}!${cells}` : quoteTitle(title));

export type ParsedRange = {
  title: string;
  // zero-based; an end of undefined runs to the end of the tab
  startRow: number;
  startColumn: number;
  endRow?: number;
  endColumn?: number;
};

const CELL = /^([A-Za-z]*)(\d*)$/;

const cellOf = (text: string) => {
  const match = CELL.exec(text);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  return {
    column: match[1] === '' ? undefined : columnIndex(match[1]),
    row: match[2] === '' ? undefined : Number(match[2]) - 1,
  };
};

export const parseRange = (range: string): ParsedRange | undefined => {
  let title: string;
  let cells: string | undefined;
  if (range.startsWith("'")) {
    let index = 1;
    title = '';
    for (;;) {
      if (index >= range.length) return undefined;
      if (range[index] === "'") {
        if (range[index + 1] === "'") {
          title += "'";
          index += 2;
          continue;
        }
        index += 1;
        break;
      }
      title += range[index];
      index += 1;
    }
    const rest = range.slice(index);
    if (rest !== '' && !rest.startsWith('!')) return undefined;
    cells = rest === '' ? undefined : rest.slice(1);
  } else {
    const bang = range.lastIndexOf('!');
    title = bang === -1 ? range : range.slice(0, bang);
    cells = bang === -1 ? undefined : range.slice(bang + 1);
  }
  if (title === '') return undefined;
  if (cells === undefined || cells === '') return { title, startRow: 0, startColumn: 0 };
  const [from, to] = cells.split(':');
  const start = cellOf(from);
  if (!start) return undefined;
  const end = to === undefined ? start : cellOf(to);
  if (!end) return undefined;
  return {
    title,
    startRow: start.row ?? 0,
    startColumn: start.column ?? 0,
    endRow: end.row,
    endColumn: end.column,
  };
};
