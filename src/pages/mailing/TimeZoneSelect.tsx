import { Select, Space, Typography } from 'antd';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { browserTimeZone, isKnownTimeZone, TIME_ZONE_KEY, timeZoneOptions } from './timeZone';

// The zone the mailing dates are shown in, kept in this browser (operations.md §2 "Mailing table").
export const useMailingTimeZone = () => useLocalStorageState<string>(TIME_ZONE_KEY, browserTimeZone(), isKnownTimeZone);

export function TimeZoneSelect() {
  const [zone, setZone] = useMailingTimeZone();
  return (
    <Space size={8}>
      <Typography.Text id="mailing-time-zone">Часовой пояс</Typography.Text>
      <Select
        aria-labelledby="mailing-time-zone"
        style={{ width: 240 }}
        showSearch
        optionFilterProp="label"
        value={zone}
        options={timeZoneOptions(browserTimeZone(), zone)}
        onChange={setZone}
      />
    </Space>
  );
}
