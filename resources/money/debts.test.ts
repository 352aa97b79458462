import { describe, expect, it } from 'vitest';
import { debtorCycles, groupDebt, studentDebts } from './debts';

describe('debtorCycles', () => {
  it('answers the cycles in order whatever the order of the lessons, and skips cycles with nothing passed', () => {
    const lessons = [
      { cycleNumber: 4, lessonDate: '2025-03-01', attendance: null },
      { cycleNumber: 5, lessonDate: null, attendance: null },
      { cycleNumber: 2, lessonDate: '2025-01-01', attendance: null },
    ];
    const cycles = debtorCycles({ today: '2025-03-12', lessonsPerCycle: 4, enrolment: { isArchived: false }, lessons, paidCycles: [] });
    expect(cycles.map((row) => [row.cycle, row.numberOfLessonsPassed, row.numberOfLessonsPerCycle])).toEqual([
      [2, 1, 4],
      [4, 1, 4],
    ]);
  });
});

describe('groupDebt', () => {
  it('has no amount without a tariff', () => {
    expect(groupDebt(null, [1, 2])).toEqual({ kopecks: null, text: 'Циклы 1, 2: Тариф не назначен' });
  });
});

describe('studentDebts', () => {
  it('owes nothing when everything is paid', () => {
    const debts = studentDebts({ eligibleForDiscountPrice: false, eligibleForOldPrice: false }, [], '2025-03-12');
    expect(debts.totalDebt).toBe(0);
    expect(debts.classes).toEqual([]);
    expect(debts.text.replace(/[\u00a0\u202f]/g, ' ')).toBe('0 ₽');
  });
});
