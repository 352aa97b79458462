import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tooltip } from 'antd';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { FieldError } from '../../../components/editable-grid/FieldError';

export type EditorControls<Value> = {
  value: Value;
  onChange: (value: Value) => void;
  commit: (value: Value) => void; // a choice saves as soon as it is made
  invalid: boolean;
};

type CardFieldProps<Value> = {
  label: string;
  view: ReactNode; // the saved value as shown
  value: Value; // the saved value, where editing starts
  canEdit: boolean;
  rule?: z.ZodType; // its message shows under the editor and nothing is sent
  editor: (controls: EditorControls<Value>) => ReactNode;
  // rejects when the server refuses; core.md §8: the card only logs that, and the saved value stays shown
  onSave: (value: Value) => Promise<void>;
};

// One inline-editable value of the student card: click the pencil, change, Enter or the tick saves, Escape
// or the cross cancels.
export function CardField<Value>({ label, view, value, canEdit, rule, editor, onSave }: CardFieldProps<Value>) {
  const [draft, setDraft] = useState<{ value: Value; error?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (next: Value) => {
    const parsed = rule?.safeParse(next);
    if (parsed && !parsed.success) {
      setDraft({ value: next, error: parsed.error.issues[0]?.message });
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
    } catch (error) {
      console.error(`Не удалось сохранить поле «${label}» ученика`, error);
    } finally {
      setSaving(false);
      setDraft(null);
    }
  };

  if (!draft) {
    return (
      <Flex align="center" justify="space-between" gap={8}>
        <div>{view}</div>
        {canEdit && (
          <Tooltip title="Изменить">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`Изменить: ${label}`}
              onClick={() => setDraft({ value })}
            />
          </Tooltip>
        )}
      </Flex>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || (event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
    if (event.key === 'Escape') setDraft(null);
    if (event.key === 'Enter' && !(event.target as HTMLElement).closest('textarea, button')) {
      event.preventDefault();
      void save(draft.value);
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Flex align="start" gap={4}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {editor({
            value: draft.value,
            onChange: (next) => setDraft({ value: next }),
            commit: (next) => void save(next),
            invalid: !!draft.error,
          })}
          <FieldError message={draft.error} />
        </div>
        <Space size={0}>
          <Tooltip title="Сохранить">
            <Button type="text" size="small" icon={<CheckOutlined />} aria-label={`Сохранить: ${label}`} loading={saving} onClick={() => void save(draft.value)} />
          </Tooltip>
          <Tooltip title="Отмена">
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`Отмена: ${label}`} disabled={saving} onClick={() => setDraft(null)} />
          </Tooltip>
        </Space>
      </Flex>
    </div>
  );
}
