import { PhoneInput } from '../../PhoneInput';
import { asText, inputStatus, type EditorProps } from './editorProps';

export function PhoneEditor({ value, field, onChange, onBlur, autoFocus, invalid }: EditorProps) {
  return (
    <PhoneInput
      aria-label={field.label}
      value={value == null ? null : asText(value)}
      onChange={onChange}
      onBlur={onBlur}
      autoFocus={autoFocus}
      status={inputStatus(invalid)}
    />
  );
}
