import { DatePicker } from 'antd';
import { parseDate, PICKER_DATE, toApiDate } from '../../../lib/date';
import { asText, fillWidth, inputStatus, type EditorProps } from './editorProps';

// Picked as DD.MM.YY, kept as the API's YYYY-MM-DD.
export function DateEditor({ value, field, onChange, onBlur, autoFocus, invalid }: EditorProps) {
  const date = parseDate(asText(value));
  return (
    <DatePicker
      aria-label={field.label}
      format={PICKER_DATE}
      value={date?.isValid() ? date : null}
      onChange={(next) => onChange(toApiDate(next))}
      onBlur={onBlur}
      autoFocus={autoFocus}
      status={inputStatus(invalid)}
      placeholder="ДД.ММ.ГГ"
      style={fillWidth}
    />
  );
}
