import { useApiUrl, useDataProvider } from '@refinedev/core';
import { useCallback } from 'react';
import { RECIPIENT_LIST_TITLES, recipientLists, recipientsPath } from './audience';
import type { AnnouncementDetail, DeliveryRow, RecipientOption } from './mailingTypes';

const nameOf = (row: DeliveryRow | RecipientOption) => ('personName' in row ? row.personName : row.name);

// A mailing's recipients as text to copy: a heading per list and one name a line; the delivered rows once the
// mailing went out, else who would get it now.
export const useRecipientNames = () => {
  const apiUrl = useApiUrl();
  const dataProvider = useDataProvider();
  return useCallback(
    async (announcementId: number): Promise<string> => {
      const get = async <Body,>(path: string) => (await dataProvider().custom!({ url: `${apiUrl}/${path}`, method: 'get' })).data as unknown as Body;
      const detail = await get<AnnouncementDetail>(`announcements/${announcementId}`);
      const lists = recipientLists(detail);
      const blocks = await Promise.all(
        lists.map(async (list) => {
          const rows = await get<(DeliveryRow | RecipientOption)[]>(recipientsPath(announcementId, list, detail.dispatched));
          return [`${RECIPIENT_LIST_TITLES[list]}:`, ...rows.map(nameOf)].join('\n');
        }),
      );
      return blocks.join('\n\n');
    },
    [apiUrl, dataProvider],
  );
};
