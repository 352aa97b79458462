import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldDeclaration } from '../../../../resources/define';
import { FieldError } from '../../../components/editable-grid/FieldError';
import { fieldKinds } from '../../../components/editable-grid/fieldKinds';
import type { GridRow } from '../../../components/editable-grid/gridFields';

type EditableFieldProps = {
  field: FieldDeclaration;
  value: unknown;
  row: GridRow;
  onSave: (value: unknown) => Promise<boolean>;
  children?: ReactNode; // what the value looks like outside editing, when not the field kind's cell
};

// Keys typed in an open choice list or a picker's popup are theirs.
const ownsKey = (event: KeyboardEvent) => {
  const target = event.target as HTMLElement;
  return !event.currentTarget.contains(target) || event.defaultPrevented || target.getAttribute('aria-expanded') === 'true';
};

// One value of a card, shown as the grid shows it and edited in place with the grid's editor and the
// field's own rule: Enter or the tick saves, Escape or the cross cancels.
export function EditableField({ field, value, row, onSave, children }: EditableFieldProps) {
  const { Cell, Editor } = fieldKinds[field.kind];
  const [draft, setDraft] = useState<{ value: unknown; error?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  if (field.editable === false) return <Cell value={value} field={field} row={row} />;

  if (!draft) {
    return (
      <Flex align="center" justify="space-between" gap={8}>
        <div style={{ minWidth: 0 }}>{children ?? <Cell value={value} field={field} row={row} />}</div>
        <Tooltip title="Изменить">
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Изменить: ${field.label}`}
            onClick={() => setDraft({ value })}
          />
        </Tooltip>
      </Flex>
    );
  }

  const save = async () => {
    const parsed = field.rule.safeParse(draft.value);
    if (!parsed.success) {
      setDraft({ ...draft, error: parsed.error.issues[0]?.message ?? 'Неверное значение' });
      return;
    }
    setSaving(true);
    const saved = await onSave(draft.value);
    setSaving(false);
    if (saved) setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (ownsKey(event)) return;
    if (event.key === 'Enter' && !(event.target as HTMLElement).closest('button, textarea')) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  return (
    <Flex align="start" gap={4} onKeyDown={onKeyDown}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<Cell value={draft.value} field={field} row={row} />}>
          <Editor
            value={draft.value}
            field={field}
            onChange={(next) => setDraft({ value: next })}
            onBlur={() => undefined}
            autoFocus
            invalid={!!draft.error}
          />
        </Suspense>
        <FieldError message={draft.error} />
      </div>
      <Tooltip title="Сохранить">
        <Button type="text" size="small" icon={<CheckOutlined />} aria-label="Сохранить" loading={saving} onClick={save} />
      </Tooltip>
      <Tooltip title="Отмена">
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Отмена" disabled={saving} onClick={() => setDraft(null)} />
      </Tooltip>
    </Flex>
  );
}
