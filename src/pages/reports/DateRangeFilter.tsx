import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type DateRange = { startDate: string; endDate: string };

const SHOWN = 'DD.MM.YYYY';
const SENT = 'YYYY-MM-DD';

// The period of a report: dd.MM.yyyy shown, YYYY-MM-DD sent (money.md §1); a cleared picker keeps the period.
export function DateRangeFilter({ value, onChange, presets }: { value: DateRange; onChange: (range: DateRange) => void; presets?: { label: string; value: [Dayjs, Dayjs] }[] }) {
  return (
    <DatePicker.RangePicker
      aria-label="Период"
      format={SHOWN}
      allowClear={false}
      presets={presets}
      value={[dayjs(value.startDate), dayjs(value.endDate)]}
      onChange={(dates) => {
        if (dates?.[0] && dates[1]) onChange({ startDate: dates[0].format(SENT), endDate: dates[1].format(SENT) });
      }}
      placeholder={['Начало', 'Конец']}
    />
  );
}
