import { ColorPicker } from 'antd';
import { asText, type EditorProps } from './editorProps';

// Colours are stored as hex, '#4bdf1a' (ARCHITECTURE §6: colours only hex).
export function ColourEditor({ value, field, onChange, invalid }: EditorProps) {
  return (
    <ColorPicker
      aria-label={field.label}
      value={asText(value) || undefined}
      format="hex"
      disabledAlpha
      disabledFormat
      showText={(colour) => colour.toHexString()}
      onChange={(colour) => onChange(colour.toHexString())}
      style={invalid ? { borderColor: 'var(--ant-color-error)' } : undefined}
    />
  );
}
