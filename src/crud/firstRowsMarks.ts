import { useLayoutEffect, useRef } from 'react';

// Performance marks around a list's first screen (issue 21 item 3), read in the browser's performance timeline
// (DevTools, or performance.getEntriesByType('measure')):
//   list:data   the render that first has the list's rows (the answer has reached React);
//   list:rows   those rows committed to the DOM, before the browser paints them;
//   'list: data → rows'  the measure between them: the first render's own cost.
// Only the first list of a page load is marked: later lists are the user's own navigation.
let marked = false;

export const useFirstRowsMarks = (rows: readonly unknown[] | undefined) => {
  const dataSeen = useRef(false);
  if (!marked && rows !== undefined && !dataSeen.current) {
    dataSeen.current = true;
    performance.mark('list:data');
  }
  useLayoutEffect(() => {
    if (marked || !dataSeen.current) return;
    marked = true;
    performance.mark('list:rows');
    performance.measure('list: data → rows', 'list:data', 'list:rows');
  }, [rows]);
};
