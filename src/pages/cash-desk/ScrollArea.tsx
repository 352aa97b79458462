import type { ReactNode } from 'react';
import { TABLE_MAX_HEIGHT } from './cashDeskInput';

// money.md §9: the cash desk tables are at most 440 px high. A focusable region rather than antd's scroll body, so a
// keyboard can scroll it (axe 'scrollable-region-focusable'); print mode lets the table grow to every row.
export function ScrollArea({ label, printing, children }: { label: string; printing: boolean; children: ReactNode }) {
  if (printing) return <>{children}</>;
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: TABLE_MAX_HEIGHT, overflow: 'auto' }}>
      {children}
    </div>
  );
}
