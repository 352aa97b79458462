// Prints rows under a title as aligned columns: numbers to the right, text to the left.
export const printTable = (title: string, header: string[], rows: string[][]) => {
  const widths = header.map((label, column) => Math.max(label.length, ...rows.map((row) => row[column].length)));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => /^-?[\d.]+$/.test(row[column])));
  const line = (row: string[]) =>
    row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  console.log(`\n${title}`);
  console.log(`  ${line(header)}`);
  console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(`  ${line(row)}`);
};

export const fixed = (value: number, digits = 1) => value.toFixed(digits);
export const kB = (bytes: number) => fixed(bytes / 1000);
