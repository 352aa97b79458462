import { describe, expect, it } from 'vitest';
import { announcementStatusLook, deriveAnnouncementStatus } from './announcement-status';

describe('the status of a mailing, from its outbox rows', () => {
  it('waits until it is dispatched and while any row waits', () => {
    expect(deriveAnnouncementStatus({ dispatched: false, waiting: 0, sent: 0, failed: 0 })).toBe('PENDING');
    expect(deriveAnnouncementStatus({ dispatched: true, waiting: 1, sent: 5, failed: 1 })).toBe('PENDING');
  });

  it('is sent when everyone got it, partly sent when some did, not sent when nobody did', () => {
    expect(deriveAnnouncementStatus({ dispatched: true, waiting: 0, sent: 3, failed: 0 })).toBe('SENT');
    expect(deriveAnnouncementStatus({ dispatched: true, waiting: 0, sent: 3, failed: 2 })).toBe('PARTIALLY_SENT');
    expect(deriveAnnouncementStatus({ dispatched: true, waiting: 0, sent: 0, failed: 2 })).toBe('FAILED');
    expect(deriveAnnouncementStatus({ dispatched: true, waiting: 0, sent: 0, failed: 0 })).toBe('FAILED');
  });

  it('shows the spec’s chips and “Неизвестно” for anything else', () => {
    expect(announcementStatusLook('PENDING')).toEqual({ label: 'Ожидает', color: 'default' });
    expect(announcementStatusLook('SENT')).toEqual({ label: 'Отправлено', color: 'success' });
    expect(announcementStatusLook('PARTIALLY_SENT')).toEqual({ label: 'Частично отправлено', color: 'warning' });
    expect(announcementStatusLook('FAILED')).toEqual({ label: 'Не отправлено', color: 'error' });
    expect(announcementStatusLook('CANCELLED')).toEqual({ label: 'Неизвестно', color: 'default' });
    expect(announcementStatusLook(undefined)).toEqual({ label: 'Неизвестно', color: 'default' });
  });
});
