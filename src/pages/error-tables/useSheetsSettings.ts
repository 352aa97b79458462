import type { SheetsSettings } from '../../../resources/sheet-errors';
import { useReport } from '../../crud/useReport';

// GET sheets/settings: whether the spreadsheet reports work here. Every refresh button asks it (one request, shared
// by react-query); `offReason` is the tooltip of a button that cannot work, undefined while it can (or is unknown).
export const useSheetsSettings = (enabled = true) => {
  const { query } = useReport<SheetsSettings>('sheets/settings', { queryOptions: { enabled, staleTime: 5 * 60_000 } });
  const settings = query.data?.data as SheetsSettings | undefined;
  return { settings, offReason: settings && !settings.configured ? (settings.message ?? 'Отчеты в гугл-таблицах не настроены') : undefined };
};
