import { daysUntil } from './task-deadline';

// operations.md §2 "Statistics" (disenrollment tab) and §5: how long a student stayed in a group, its bucket, and
// whether it looks wrong. A stay still running is counted up to today.

export type StayBucket = 'invalid' | 'under7' | 'from7to13' | 'from14to29' | 'from30to89' | 'from90';

export const STAY_BUCKET_LABELS: Record<StayBucket, string> = {
  under7: 'Менее 7 дней',
  from7to13: '7–13 дней',
  from14to29: '14–29 дней',
  from30to89: '30–89 дней',
  from90: '90 дней и более',
  invalid: 'Ошибка в датах',
};

export const STAY_ACTIVE = 'Активный';
export const STAY_LEFT = 'Ушел';

// Days from joining to leaving (or today); negative when the leaving date lies before the joining date.
export const stayDays = (enrollmentDate: string, disenrollmentDate: string | null, today: string): number =>
  daysUntil(disenrollmentDate ?? today, enrollmentDate);

export const stayBucket = (days: number): StayBucket => {
  if (days < 0) return 'invalid';
  if (days < 7) return 'under7';
  if (days < 14) return 'from7to13';
  if (days < 30) return 'from14to29';
  if (days < 90) return 'from30to89';
  return 'from90';
};

// Highlighted rows: a stay under 7 days is suspicious, a negative one an error.
export const isSuspiciousStay = (days: number): boolean => days < 7;

export const stayStatus = (disenrollmentDate: string | null): string => (disenrollmentDate ? STAY_LEFT : STAY_ACTIVE);
