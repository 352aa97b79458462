// operations.md §4 "Announcement status", issue 11: the status is derived from the outbox rows, never stored.
export const announcementStatuses = ['PENDING', 'SENT', 'PARTIALLY_SENT', 'FAILED'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

export type OutboxCounts = {
  dispatched: boolean; // the send time came and the outbox rows were written
  waiting: number; // rows PENDING or SENDING
  sent: number;
  failed: number; // rows that gave up (no Telegram id, blocked, a permanent error); CANCELLED rows are not counted
};

export const deriveAnnouncementStatus = ({ dispatched, waiting, sent, failed }: OutboxCounts): AnnouncementStatus => {
  if (!dispatched || waiting > 0) return 'PENDING';
  if (sent > 0 && failed === 0) return 'SENT';
  if (sent > 0) return 'PARTIALLY_SENT';
  // nobody reached, including a mailing whose groups had nobody to send to
  return 'FAILED';
};

type StatusLook = { label: string; color: 'default' | 'success' | 'warning' | 'error' };

const looks: Record<AnnouncementStatus, StatusLook> = {
  PENDING: { label: 'Ожидает', color: 'default' },
  SENT: { label: 'Отправлено', color: 'success' },
  PARTIALLY_SENT: { label: 'Частично отправлено', color: 'warning' },
  FAILED: { label: 'Не отправлено', color: 'error' },
};

// The table's chip: grey, green, orange, red; any other value 'Неизвестно'.
export const announcementStatusLook = (status: string | null | undefined): StatusLook =>
  (announcementStatuses as readonly string[]).includes(status ?? '') ? looks[status as AnnouncementStatus] : { label: 'Неизвестно', color: 'default' };
