import { Form } from 'antd';
import type { ComponentType } from 'react';
import type { FieldDeclaration } from '../../../resources/define';
import type { EditorProps } from './editors/editorProps';

type FormCellEditorProps = {
  Editor: ComponentType<EditorProps>;
  field: FieldDeclaration;
  onBlur: () => void;
  autoFocus: boolean;
  // handed in by the Form.Item that wraps this editor
  value?: unknown;
  onChange?: (value: unknown) => void;
};

// A field kind's editor as the control of a grid cell's Form.Item: the item gives it its value, takes its
// changes and tells it when its rule has failed.
export function FormCellEditor({ Editor, field, onBlur, autoFocus, value, onChange }: FormCellEditorProps) {
  const { status } = Form.Item.useStatus();
  return (
    <Editor
      value={value}
      field={field}
      onChange={(next) => onChange?.(next)}
      onBlur={onBlur}
      autoFocus={autoFocus}
      invalid={status === 'error'}
    />
  );
}
