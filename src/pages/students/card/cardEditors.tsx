import { Input } from 'antd';
import { PhoneInput } from '../../../components/PhoneInput';
import { ReferenceSelect } from '../../../components/ReferenceSelect';
import type { EditorControls } from './CardField';

export type ChoiceId = number | null;

const status = (invalid: boolean) => (invalid ? 'error' : undefined);

// The editors of the card's rows, each given the row's label for screen readers.
export const textEditor =
  (label: string) =>
  ({ value, onChange, invalid }: EditorControls<string>) => (
    <Input aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} status={status(invalid)} autoFocus />
  );

export const phoneEditor =
  (label: string) =>
  ({ value, onChange, invalid }: EditorControls<string | null>) => (
    <PhoneInput aria-label={label} value={value} onChange={onChange} status={status(invalid)} autoFocus />
  );

// a choice is saved as soon as it is made; its id travels as a reference (core.md §4)
export const choiceEditor =
  (label: string, target: string) =>
  ({ value, commit }: EditorControls<ChoiceId>) => (
    <ReferenceSelect
      aria-label={label}
      target={target}
      value={value}
      onChange={(next) => commit(typeof next === 'number' ? next : null)}
      style={{ width: '100%' }}
      autoFocus
      defaultOpen
    />
  );

export const commentEditor = ({ value, onChange }: EditorControls<string>) => (
  <Input.TextArea
    aria-label="Комментарий"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    autoSize={{ minRows: 2, maxRows: 8 }}
    autoFocus
  />
);
