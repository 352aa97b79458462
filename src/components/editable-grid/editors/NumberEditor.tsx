import { InputNumber } from 'antd';
import { fillWidth, inputStatus, type EditorProps } from './editorProps';

const toNumber = (value: unknown) => {
  if (typeof value === 'number') return value;
  if (value == null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

export function NumberEditor({ value, field, onChange, onBlur, autoFocus, invalid }: EditorProps) {
  return (
    <InputNumber<number>
      aria-label={field.label}
      value={toNumber(value)}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      autoFocus={autoFocus}
      status={inputStatus(invalid)}
      style={fillWidth}
    />
  );
}
