import type { CSSProperties, ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { COLUMN_DRAG_PREFIX } from './boardMoves';

export type BoardColumnProps = {
  id: string;
  title: ReactNode;
  label?: string; // the column's name for screen readers and its drag handle
  cardIds: string[];
  width: number;
  maxHeight?: number | string; // a taller column scrolls within itself (dnd-kit scrolls it during a drag)
  empty?: ReactNode;
  draggable?: boolean; // the column itself moves by the handle in its header (Board's onColumnsReorder)
  children: ReactNode;
};

// A column that takes cards, empty or not (its own drop area), and keeps its cards sortable; draggable by a handle
// when the board lets columns be reordered.
export const BoardColumn = ({ id, title, label, cardIds, width, maxHeight, empty, draggable = false, children }: BoardColumnProps) => {
  const { setNodeRef, isOver } = useDroppable({ id });
  const sortable = useSortable({ id: `${COLUMN_DRAG_PREFIX}${id}`, disabled: !draggable });
  const { token } = theme.useToken();
  const name = label ?? (typeof title === 'string' ? title : undefined);
  const moving: CSSProperties = draggable
    ? { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition, opacity: sortable.isDragging ? 0.6 : 1 }
    : {};
  return (
    <section
      ref={draggable ? sortable.setNodeRef : undefined}
      aria-label={name}
      // where a dragged card would land now: what a test waits for before it drops
      data-drop-target={isOver || undefined}
      style={{
        width,
        flex: `0 0 ${width}px`,
        background: isOver ? token.colorPrimaryBg : token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingSM,
        display: 'flex',
        flexDirection: 'column',
        gap: token.paddingXS,
        ...moving,
      }}
    >
      <header style={{ fontWeight: 600, display: 'flex', gap: token.paddingXS, alignItems: 'flex-start' }}>
        {draggable && (
          <button
            type="button"
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={`Переместить колонку «${name ?? ''}»`}
            aria-roledescription="перетаскиваемая колонка"
            style={{ cursor: 'grab', border: 'none', background: 'transparent', padding: 2, color: token.colorTextSecondary, touchAction: 'manipulation' }}
          >
            <HolderOutlined />
          </button>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
      </header>
      <SortableContext id={id} items={cardIds} strategy={verticalListSortingStrategy}>
        <div
          ref={setNodeRef}
          style={{ display: 'flex', flexDirection: 'column', gap: token.paddingXS, minHeight: 64, maxHeight, overflowY: maxHeight === undefined ? undefined : 'auto' }}
        >
          {cardIds.length === 0 ? empty : children}
        </div>
      </SortableContext>
    </section>
  );
};
