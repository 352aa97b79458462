import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

// One draggable card: by mouse after 8 px (Board's sensors), or by keyboard (focus, Space, arrows, Space).
// A card holding links or selects of its own is a focusable group, not a button (a button may hold no controls).
export const BoardCard = ({ id, label, holdsControls = false, children }: { id: string; label: string; holdsControls?: boolean; children: ReactNode }) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      {...(holdsControls ? { role: 'group' } : {})}
      aria-label={label}
      aria-roledescription="перетаскиваемая карточка"
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : 1, cursor: 'grab', touchAction: 'manipulation', userSelect: 'none' }}
    >
      {children}
    </div>
  );
};
