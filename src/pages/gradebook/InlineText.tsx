import { Input, Typography } from 'antd';
import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { keyIntent } from './gradebookLogic';

type InlineTextProps = {
  text: string; // the value the editor starts with
  display: ReactNode;
  label: string; // for screen readers
  canEdit: boolean;
  multiline: 'shift' | 'ctrl' | 'none';
  maxRows?: number;
  // answers a message to show while editing, or nothing when the text may be saved
  validate?: (text: string) => string | undefined;
  onSave: (text: string) => void | Promise<unknown>;
  style?: CSSProperties;
};

// Double-click to edit (operations.md §2 "Gradebook"): Enter saves (Shift+Enter or Ctrl+Enter is a line break
// where the field has several lines), blur saves, Escape cancels.
export function InlineText({ text, display, label, canEdit, multiline, maxRows = 3, validate, onSave, style }: InlineTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const done = useRef(false);

  const start = () => {
    if (!canEdit) return;
    done.current = false;
    setProblem(undefined);
    setDraft(text);
  };
  const stop = () => {
    done.current = true;
    setDraft(null);
    setProblem(undefined);
  };
  const save = () => {
    if (done.current || draft === null) return;
    const message = validate?.(draft);
    if (message) {
      setProblem(message);
      return;
    }
    stop();
    if (draft.trim() !== text.trim()) void onSave(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    const intent = keyIntent(event, multiline);
    if (intent === 'cancel') {
      event.preventDefault();
      stop();
    } else if (intent === 'save') {
      event.preventDefault();
      save();
    } else if (intent === 'newline' && multiline === 'ctrl') {
      // a textarea gives no line break for Ctrl+Enter by itself
      event.preventDefault();
      const target = event.currentTarget;
      const at = target.selectionStart ?? target.value.length;
      const value = `${target.value.slice(0, at)}\n${target.value.slice(target.selectionEnd ?? at)}`;
      setDraft(value);
      requestAnimationFrame(() => target.setSelectionRange(at + 1, at + 1));
    }
  };

  if (draft === null) {
    return (
      <div
        role={canEdit ? 'button' : undefined}
        tabIndex={canEdit ? 0 : undefined}
        aria-label={label}
        onDoubleClick={start}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'F2') {
            event.preventDefault();
            start();
          }
        }}
        style={{ minHeight: '1.5em', cursor: canEdit ? 'text' : undefined, whiteSpace: 'pre-wrap', ...style }}
      >
        {display}
      </div>
    );
  }
  const common = {
    autoFocus: true,
    value: draft,
    'aria-label': label,
    status: problem ? ('error' as const) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
      setProblem(undefined);
    },
    onKeyDown,
    onBlur: save,
  };
  return (
    <div>
      {multiline === 'none' ? <Input size="small" {...common} /> : <Input.TextArea autoSize={{ minRows: 1, maxRows }} {...common} />}
      {problem && (
        <Typography.Text type="danger" style={{ fontSize: '0.85em' }} role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
