import { describe, expect, it } from 'vitest';
import { isSuspiciousStay, stayBucket, stayDays, stayStatus, STAY_BUCKET_LABELS } from './stays';

const today = '2026-11-26';

describe('stays in a group (operations.md "Statistics", disenrollment)', () => {
  it('counts the days from joining to leaving, or to today while the stay runs', () => {
    expect(stayDays('2026-11-01', '2026-11-08', today)).toBe(7);
    expect(stayDays('2026-09-01', null, today)).toBe(86);
    expect(stayDays('2026-11-10', '2026-11-03', today)).toBe(-7);
  });

  it('puts each stay in its bucket at the edges', () => {
    expect([-1, 0, 6, 7, 13, 14, 29, 30, 89, 90, 400].map(stayBucket)).toEqual([
      'invalid', 'under7', 'under7', 'from7to13', 'from7to13', 'from14to29', 'from14to29', 'from30to89', 'from30to89', 'from90', 'from90',
    ]);
    expect(STAY_BUCKET_LABELS.under7).toBe('Менее 7 дней');
  });

  it('highlights stays under 7 days and negative ones', () => {
    expect([-3, 0, 6, 7].map(isSuspiciousStay)).toEqual([true, true, true, false]);
  });

  it("words the status 'Активный' without a leaving date and 'Ушел' with one", () => {
    expect(stayStatus(null)).toBe('Активный');
    expect(stayStatus('2026-10-01')).toBe('Ушел');
  });
});
