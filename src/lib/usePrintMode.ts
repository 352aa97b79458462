import { useEffect, useState } from 'react';

// money.md §4 (cash desk) and operations.md §4 (disenrollment): print mode shows every row and hides the controls,
// opens the browser's print dialog, and resets after the print event or after 5 s.
export const PRINT_RESET_MS = 5_000;

export const usePrintMode = () => {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const reset = () => setPrinting(false);
    window.addEventListener('afterprint', reset);
    const timer = window.setTimeout(reset, PRINT_RESET_MS);
    const print = window.setTimeout(() => window.print(), 50);
    return () => {
      window.removeEventListener('afterprint', reset);
      window.clearTimeout(timer);
      window.clearTimeout(print);
    };
  }, [printing]);
  return { printing, startPrinting: () => setPrinting(true) };
};
