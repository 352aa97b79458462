import { Input } from 'antd';
import { blurred, digitsOnly } from './cashDeskInput';

type AmountInputProps = {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  'aria-label'?: string;
  id?: string;
};

// money.md §5 "Cash desk": only digits (and a decimal comma), empty becomes 0 on blur. Works as a Form.Item child.
export function AmountInput({ value, onChange, ...rest }: AmountInputProps) {
  return (
    <Input
      {...rest}
      inputMode="decimal"
      suffix="₽"
      value={value ?? ''}
      onChange={(event) => onChange?.(digitsOnly(event.target.value))}
      onBlur={() => onChange?.(blurred(value ?? ''))}
      style={{ maxWidth: 220 }}
    />
  );
}
