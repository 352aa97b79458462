import type { AnnouncementRow } from './mailingTypes';

type Audience = Pick<AnnouncementRow, 'sendToStudents' | 'sendToParents' | 'sendToStaff' | 'sendToGroupChat'>;

// The audience flags of a mailing as the words of its chips, in one order.
export const audienceLabels = (row: Audience): string[] => [
  ...(row.sendToStudents ? ['Ученики'] : []),
  ...(row.sendToParents ? ['Родители'] : []),
  ...(row.sendToStaff ? ['Сотрудники'] : []),
  ...(row.sendToGroupChat ? ['Групповые чаты'] : []),
];

export type RecipientList = 'students' | 'parents' | 'staff' | 'group-chats';

export const RECIPIENT_LIST_TITLES: Record<RecipientList, string> = {
  students: 'Ученики',
  parents: 'Родители',
  staff: 'Сотрудники',
  'group-chats': 'Групповые чаты',
};

// Which recipient lists a mailing has (the detail's tables, the copied names).
export const recipientLists = (row: Audience): RecipientList[] =>
  row.sendToGroupChat
    ? ['group-chats']
    : [...(row.sendToStudents ? (['students'] as const) : []), ...(row.sendToParents ? (['parents'] as const) : []), ...(row.sendToStaff ? (['staff'] as const) : [])];

// Before dispatch the lists are who would get it now; afterwards the outbox rows with their delivered flag.
export const recipientsPath = (announcementId: number, list: RecipientList, dispatched: boolean) =>
  dispatched ? `announcements-controller/deliveries/${announcementId}/${list}` : `announcements-controller/${announcementId}/${list}`;
