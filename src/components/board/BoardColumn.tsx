import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { theme } from 'antd';

export type BoardColumnProps = { id: string; title: ReactNode; cardIds: string[]; width: number; empty?: ReactNode; children: ReactNode };

// A column that takes cards, empty or not (its own drop area), and keeps its cards sortable.
export const BoardColumn = ({ id, title, cardIds, width, empty, children }: BoardColumnProps) => {
  const { setNodeRef, isOver } = useDroppable({ id });
  const { token } = theme.useToken();
  return (
    <section
      aria-label={typeof title === 'string' ? title : undefined}
      style={{
        width,
        flex: `0 0 ${width}px`,
        background: isOver ? token.colorPrimaryBg : token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingSM,
        display: 'flex',
        flexDirection: 'column',
        gap: token.paddingXS,
      }}
    >
      <header style={{ fontWeight: 600 }}>{title}</header>
      <SortableContext id={id} items={cardIds} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} style={{ display: 'flex', flexDirection: 'column', gap: token.paddingXS, minHeight: 64 }}>
          {cardIds.length === 0 ? empty : children}
        </div>
      </SortableContext>
    </section>
  );
};
