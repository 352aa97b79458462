import { Input, Select } from 'antd';
import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { ATTENDANCE_VALUES, type GradeType } from '../../../resources/grades';
import { textColourOn } from '../../../resources/operations/gradebook-colours';
import { editedValue, keyIntent } from './gradebookLogic';

export type CellTarget = { studentId: number; lessonId: number; gradeType: GradeType };

type GradeCellViewProps = CellTarget & {
  value: string;
  color: string | null;
  gradeId: number | null;
  canEdit: boolean;
  label: string;
  onSave: (target: CellTarget, value: string, color: string | null) => void;
  onColourClick: (target: CellTarget, color: string | null, gradeId: number | null) => void;
};

const attendanceOptions = ATTENDANCE_VALUES.map((value) => ({ value, label: value === '' ? '(пусто)' : value }));
// a click waits this long to learn whether it is the first half of a double-click (which edits instead)
const CLICK_DELAY_MS = 250;

// One grade cell. Its props are plain values and stable callbacks, so an edit re-renders this cell alone.
export const GradeCellView = memo(function GradeCellView({ studentId, lessonId, gradeType, value, color, gradeId, canEdit, label, onSave, onColourClick }: GradeCellViewProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const clickTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const done = useRef(false);
  const target = { studentId, lessonId, gradeType };

  const startEditing = () => {
    clearTimeout(clickTimer.current);
    if (!canEdit) return;
    done.current = false;
    setDraft(value);
    setEditing(true);
  };
  const finish = (text: string | null) => {
    if (done.current) return;
    done.current = true;
    setEditing(false);
    if (text === null) return;
    const saved = editedValue(gradeType, text);
    if (saved !== null && saved !== value) onSave(target, saved, color);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const intent = keyIntent(event, 'none');
    if (intent === 'save') finish(draft);
    if (intent === 'cancel') finish(null);
  };

  const background = color ?? undefined;
  const cellStyle = { background, color: textColourOn(color) };
  if (editing) {
    return (
      <td style={cellStyle} className="gradebook-cell gradebook-cell-editing">
        {gradeType === 'attendance' ? (
          <Select
            size="small"
            autoFocus
            defaultOpen
            aria-label={label}
            value={draft}
            options={attendanceOptions}
            popupMatchSelectWidth={false}
            onChange={(next: string) => finish(next)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') finish(null);
            }}
            onBlur={() => finish(null)}
            style={{ width: '100%', minWidth: 64 }}
          />
        ) : (
          <Input size="small" autoFocus aria-label={label} value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} onBlur={() => finish(draft)} />
        )}
      </td>
    );
  }
  return (
    <td
      style={cellStyle}
      className="gradebook-cell"
      tabIndex={0}
      aria-label={`${label}: ${value || 'пусто'}`}
      data-grade-id={gradeId ?? undefined}
      onClick={() => {
        clearTimeout(clickTimer.current);
        clickTimer.current = setTimeout(() => onColourClick(target, color, gradeId), CLICK_DELAY_MS);
      }}
      onDoubleClick={startEditing}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === 'F2') {
          event.preventDefault();
          startEditing();
        }
      }}
    >
      {value}
    </td>
  );
});
