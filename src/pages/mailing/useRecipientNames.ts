import { RECIPIENT_LIST_TITLES, recipientLists, type RecipientList } from './audience';
import { useAnnouncement, useRecipientList } from './mailingReads';
import type { DeliveryRow, RecipientOption } from './mailingTypes';

const nameOf = (row: DeliveryRow | RecipientOption) => ('personName' in row ? row.personName : row.name);

// The names of one recipient list, read when the mailing has it.
const useListNames = (announcementId: number, list: RecipientList, dispatched: boolean, wanted: boolean) => {
  const read = useRecipientList(announcementId, list, dispatched, { enabled: wanted });
  return { ...read, block: read.data && [`${RECIPIENT_LIST_TITLES[list]}:`, ...read.data.map(nameOf)].join('\n') };
};

// A mailing's recipients as text to copy, read while its confirmation is open (undefined: none asked): a heading
// per list and one name a line; the delivered rows once the mailing went out, else who would get it now.
export const useRecipientNames = (announcementId: number | undefined) => {
  const detail = useAnnouncement(announcementId);
  const lists = detail.data ? recipientLists(detail.data) : [];
  const id = announcementId ?? 0;
  const dispatched = detail.data?.dispatched ?? false;
  const reads = {
    students: useListNames(id, 'students', dispatched, lists.includes('students')),
    parents: useListNames(id, 'parents', dispatched, lists.includes('parents')),
    staff: useListNames(id, 'staff', dispatched, lists.includes('staff')),
    'group-chats': useListNames(id, 'group-chats', dispatched, lists.includes('group-chats')),
  } satisfies Record<RecipientList, unknown>;
  const wanted = lists.map((list) => reads[list]);
  const error = detail.error ?? wanted.find((read) => read.error)?.error;
  const blocks = wanted.map((read) => read.block);
  const text = detail.data && blocks.every((block) => block !== undefined) ? blocks.join('\n\n') : undefined;
  return { text, error, loading: announcementId !== undefined && text === undefined && !error };
};
