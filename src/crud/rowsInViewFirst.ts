import { useDeferredValue, useRef } from 'react';

export type TableSize = 'small' | 'middle';

// antd's shortest body row of each size: the cell's padding (8 or 12 px each side), one 22 px line and the 1 px
// border; a row with a tag, a button or a wrapped line is taller
const MIN_ROW_HEIGHT: Record<TableSize, number> = { small: 39, middle: 47 };
// the app's header bar (src/layout), above every list
const APP_HEADER_HEIGHT = 64;

// How many rows a viewport of this height can show at most, counted for the shortest rows right below the app's
// header and the table's own header row: never fewer than the rows in view.
export const rowsInView = (viewportHeight: number, size: TableSize) => {
  const rowHeight = MIN_ROW_HEIGHT[size];
  return Math.max(1, Math.ceil((viewportHeight - APP_HEADER_HEIGHT - rowHeight) / rowHeight));
};

// The columns a viewport this wide can show, from the left: enough of them to reach past its right edge, so that a
// table of these alone is as wide as the screen and its columns keep their widths.
export const columnsInView = <Column>(columns: readonly Column[], widthOf: (column: Column) => number, viewportWidth: number) => {
  let width = 0;
  const inView: Column[] = [];
  for (const column of columns) {
    if (width >= viewportWidth) break;
    inView.push(column);
    width += widthOf(column);
  }
  return inView;
};

// Rows in view first (issue 21 item 3). A list's first answer is rendered twice:
// - first the rows the screen can show (rowsInView), and `first` true, which a table reads to leave out its
//   decorations (the header's filters, the rows' buttons): the frame the user sees, at the cost of those rows;
// - then, in a render React does once that one is committed (useDeferredValue), all the rows, decorated.
// Every later render is whole: a new page, sort or search shows all its rows at once and keeps the decorations.
// While the first answer is loading `first` is true too, so the header does not lose its filters when it comes.
export const useRowsInViewFirst = <Row>(rows: readonly Row[], loading: boolean, size: TableSize) => {
  const answered = rows.length > 0 || !loading;
  const answerCommitted = useDeferredValue(answered, false);
  const whole = useRef(false);
  if (answerCommitted) whole.current = true;
  const first = !whole.current;
  return { first, rows: first ? rows.slice(0, rowsInView(window.innerHeight, size)) : rows };
};
