import { DatePicker, Segmented, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { customRangeProblem, pickerBounds, presetRange, type DayRange, type StatisticsPreset } from '../../../resources/operations/statistics-range';

const presets: { value: StatisticsPreset; label: string }[] = [
  { value: '7', label: '7 дней' },
  { value: '30', label: '30 дней' },
  { value: '90', label: '90 дней' },
  { value: 'all', label: 'Всё время' },
  { value: 'custom', label: 'Свой период' },
];

const DAY = 'YYYY-MM-DD';

// The period of the overview (operations.md §2 "Statistics", §5): presets, or a custom range checked before any
// request goes out. `onChange(null)` while the custom range is not valid.
export function PeriodPicker({ preset, range, today, onChange }: { preset: StatisticsPreset; range: DayRange | null; today: string; onChange: (preset: StatisticsPreset, range: DayRange | null) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const bounds = pickerBounds(today);
  const choose = (value: StatisticsPreset) => {
    setProblem(null);
    onChange(value, value === 'custom' ? range : presetRange(value, today));
  };
  const pick = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const start = dates?.[0]?.format(DAY) ?? '';
    const end = dates?.[1]?.format(DAY) ?? '';
    const found = customRangeProblem(start, end, today);
    setProblem(found);
    onChange('custom', found ? null : { start, end });
  };
  return (
    <Space wrap align="start">
      <Segmented<StatisticsPreset> options={presets} value={preset} onChange={choose} aria-label="Период" />
      {preset === 'custom' && (
        <Space direction="vertical" size={0}>
          <DatePicker.RangePicker
            format="DD.MM.YYYY"
            allowEmpty={[false, false]}
            value={range ? [dayjs(range.start), dayjs(range.end)] : null}
            minDate={dayjs(bounds.start)}
            maxDate={dayjs(bounds.end)}
            onChange={pick}
            status={problem ? 'error' : undefined}
            aria-label="Свой период"
          />
          {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
        </Space>
      )}
    </Space>
  );
}
