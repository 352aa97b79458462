import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

type SendDateTimePickerProps = { id?: string; value?: Dayjs | null; onChange?: (value: Dayjs | null) => void; 'aria-invalid'?: boolean };

// The send date-time in this browser's time; now (the default) or a past moment means "send at once".
export function SendDateTimePicker({ id, value, onChange, ...rest }: SendDateTimePickerProps) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="DD.MM.YYYY HH:mm"
      value={value ?? null}
      onChange={(next) => onChange?.(next)}
      aria-invalid={rest['aria-invalid']}
      placeholder="Дата и время отправки"
      style={{ width: 220 }}
    />
  );
}
