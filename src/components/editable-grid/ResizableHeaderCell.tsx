import type { KeyboardEvent, PointerEvent, ThHTMLAttributes } from 'react';
import { MIN_COLUMN_WIDTH } from './useGridColumnSettings';

export type ResizableHeaderProps = {
  width?: number;
  onResize?: (width: number) => void;
  onResizeEnd?: (width: number) => void;
};

type ResizableHeaderCellProps = ThHTMLAttributes<HTMLTableCellElement> & ResizableHeaderProps;

const KEY_STEP = 10;

// antd 5 has no resizable columns of its own: a header cell with a drag handle on its right edge
// (arrow keys move it too).
export function ResizableHeaderCell({ width, onResize, onResizeEnd, children, style, ...cellProps }: ResizableHeaderCellProps) {
  if (!width || !onResize || !onResizeEnd) {
    return (
      <th {...cellProps} style={style}>
        {children}
      </th>
    );
  }

  const startDrag = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    let latest = width;
    const move = (moveEvent: globalThis.PointerEvent) => {
      latest = Math.max(MIN_COLUMN_WIDTH, Math.round(width + moveEvent.clientX - startX));
      onResize(latest);
    };
    const stop = () => {
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', stop);
      document.body.style.removeProperty('cursor');
      onResizeEnd(latest);
    };
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', stop);
    document.body.style.cursor = 'col-resize';
  };

  const resizeByKey = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (step === 0) return;
    event.preventDefault();
    event.stopPropagation();
    onResizeEnd(Math.max(MIN_COLUMN_WIDTH, width + step));
  };

  return (
    // a sticky (fixed) header keeps its own positioning, which also anchors the handle
    <th {...cellProps} style={{ ...style, position: style?.position ?? 'relative' }}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label="Изменить ширину колонки"
        aria-valuenow={width}
        tabIndex={0}
        onPointerDown={startDrag}
        onKeyDown={resizeByKey}
        // a click that ends a drag must not sort the column
        onClick={(event) => event.stopPropagation()}
        style={{
          position: 'absolute',
          insetBlock: 0,
          insetInlineEnd: -4,
          width: 8,
          cursor: 'col-resize',
          zIndex: 2,
          touchAction: 'none',
        }}
      />
    </th>
  );
}
