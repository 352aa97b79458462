import { InputNumber } from 'antd';
import { fromKopecks, toKopecks } from '../../../../resources/money/kopecks';
import { asText, fillWidth, inputStatus, type EditorProps } from './editorProps';

// A comma is accepted as the decimal separator; the value stays in the API's own notation, "1234.50".
export function MoneyEditor({ value, field, onChange, onBlur, autoFocus, invalid }: EditorProps) {
  return (
    <InputNumber<string>
      aria-label={field.label}
      stringMode
      decimalSeparator=","
      precision={2}
      step="0.01"
      value={value == null || value === '' ? null : asText(value)}
      onChange={(next) => {
        const kopecks = toKopecks(next);
        onChange(kopecks == null ? null : fromKopecks(kopecks));
      }}
      onBlur={onBlur}
      autoFocus={autoFocus}
      status={inputStatus(invalid)}
      style={fillWidth}
    />
  );
}
