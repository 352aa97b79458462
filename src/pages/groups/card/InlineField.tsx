import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export type EditorProps<Value> = {
  id: string;
  value: Value;
  onChange: (value: Value) => void;
  status?: 'error';
  autoFocus: boolean;
};

type InlineFieldProps<Value> = {
  label: string;
  display: ReactNode;
  initial: Value;
  editable: boolean;
  validate?: (value: Value) => string | undefined;
  renderEditor: (props: EditorProps<Value>) => ReactNode;
  onSave: (value: Value) => void;
};

const LABEL_WIDTH = 120;

// Keys pressed in an open choice list are the list's own.
const listOpen = (event: KeyboardEvent) => (event.target as HTMLElement).getAttribute('aria-expanded') === 'true';

// One detail of a group: its value with an edit button, or its editor with save and cancel (Enter, Escape);
// the rule's message shows under the editor (core.md §5.2).
export function InlineField<Value>({ label, display, initial, editable, validate, renderEditor, onSave }: InlineFieldProps<Value>) {
  const [draft, setDraft] = useState<{ value: Value } | null>(null);
  const [error, setError] = useState<string>();
  const id = useId();

  const start = () => {
    setDraft({ value: initial });
    setError(undefined);
  };
  const cancel = () => {
    setDraft(null);
    setError(undefined);
  };
  const save = () => {
    if (!draft) return;
    const message = validate?.(draft.value);
    if (message) {
      setError(message);
      return;
    }
    setDraft(null);
    if (!Object.is(draft.value, initial)) onSave(draft.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !listOpen(event)) {
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && !listOpen(event) && !(event.target as HTMLElement).closest('button')) {
      event.preventDefault();
      save();
    }
  };

  if (!draft) {
    return (
      <Flex align="baseline" gap={8}>
        <Typography.Text type="secondary" style={{ flex: `0 0 ${LABEL_WIDTH}px` }}>
          {label}
        </Typography.Text>
        <Flex align="center" gap={4} style={{ minWidth: 0 }}>
          <Typography.Text>{display}</Typography.Text>
          {editable && (
            <Tooltip title="Изменить">
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={`Изменить: ${label}`} onClick={start} />
            </Tooltip>
          )}
        </Flex>
      </Flex>
    );
  }

  return (
    <div onKeyDown={onKeyDown}>
      <Typography.Text type="secondary">
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      <Flex align="center" gap={4}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {renderEditor({
            id,
            value: draft.value,
            onChange: (value) => {
              setDraft({ value });
              setError(undefined);
            },
            status: error ? 'error' : undefined,
            autoFocus: true,
          })}
        </div>
        <Tooltip title="Сохранить">
          <Button size="small" type="primary" icon={<CheckOutlined />} aria-label="Сохранить" onClick={save} />
        </Tooltip>
        <Tooltip title="Отмена">
          <Button size="small" icon={<CloseOutlined />} aria-label="Отмена" onClick={cancel} />
        </Tooltip>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
