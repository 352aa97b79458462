import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';
import type { SheetsSettings } from '../../../resources/sheet-errors';

// GET sheets/settings: whether the spreadsheet reports work here. Every refresh button asks it (one request, shared
// by react-query); `offReason` is the tooltip of a button that cannot work, undefined while it can (or is unknown).
export const useSheetsSettings = (enabled = true) => {
  const apiUrl = useApiUrl();
  const { query } = useCustom<SheetsSettings, HttpError>({
    url: `${apiUrl}/sheets/settings`,
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled, staleTime: 5 * 60_000 },
  });
  const settings = query.data?.data as SheetsSettings | undefined;
  return { settings, offReason: settings && !settings.configured ? (settings.message ?? 'Отчеты в гугл-таблицах не настроены') : undefined };
};
