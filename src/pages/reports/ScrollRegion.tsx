import type { ReactNode } from 'react';

// A wide table scrolls sideways in a region a keyboard can reach (axe 'scrollable-region-focusable'), rather than in
// antd's own scroll body, which takes no focus.
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
