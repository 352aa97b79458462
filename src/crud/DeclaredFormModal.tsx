import { Checkbox, Form, Modal } from 'antd';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { AnyResource, FieldDeclaration } from '../../resources/define';
import { fieldKinds } from '../components/editable-grid/fieldKinds';
import { zodRule } from '../components/forms/zodRule';
import type { DeclaredModalForm } from './useDeclaredModalForm';

// What Form.Item hands its input.
export type FormInputProps = { id?: string; value?: unknown; onChange?: (value: unknown) => void };

type DeclaredFormModalProps = {
  declaration: AnyResource;
  form: DeclaredModalForm;
  // a screen's own input for a field its kind does not cover (the Telegram text editor, the group choice)
  inputs?: Partial<Record<string, ComponentType<FormInputProps>>>;
  intro?: ReactNode; // a line above the fields ('Чат «…»')
  width?: number;
};

const noop = () => undefined;

// a field's input as the grid edits its kind (some editors load when first shown)
function KindInput({ field, value, onChange }: FormInputProps & { field: FieldDeclaration }) {
  const { Editor } = fieldKinds[field.kind];
  return (
    <Suspense>
      <Editor value={value} field={field} onChange={onChange ?? noop} onBlur={noop} autoFocus={false} invalid={false} />
    </Suspense>
  );
}

// a yes/no field is a box with its label beside it
const inputOf = (field: FieldDeclaration, Input: ComponentType<FormInputProps> | undefined) => {
  if (Input) return <Input />;
  if (field.kind === 'boolean') return <Checkbox>{field.label}</Checkbox>;
  return <KindInput field={field} />;
};

// The add or edit dialog of a declaration: its `form.fields` in order, each labelled and checked by its declared
// zod rule (the server's own), 'Сохранить' / 'Отмена'.
export function DeclaredFormModal({ declaration, form, inputs, intro, width = 720 }: DeclaredFormModalProps) {
  const editing = form.row !== null;
  const title = (editing ? declaration.form?.editTitle : declaration.form?.createTitle) ?? declaration.label.one;
  const fields = (declaration.form?.fields ?? []).flatMap((name) => {
    const field = declaration.fields[name];
    return field ? [{ name, field }] : [];
  });
  return (
    <Modal {...form.modalProps} title={title} okText="Сохранить" cancelText="Отмена" width={width} confirmLoading={form.formLoading}>
      {intro}
      <Form {...form.formProps} initialValues={form.initialValues} layout="vertical" name={declaration.name} aria-label={title}>
        {fields.map(({ name, field }) => {
          const isBox = field.kind === 'boolean' && !inputs?.[name];
          return (
            <Form.Item
              key={name}
              name={name}
              label={isBox ? undefined : field.label}
              valuePropName={isBox ? 'checked' : 'value'}
              rules={[zodRule(field.rule)]}
              style={isBox ? { marginBottom: 8 } : undefined}
            >
              {inputOf(field, inputs?.[name])}
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
