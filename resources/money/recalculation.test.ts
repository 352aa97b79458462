import { describe, expect, it } from 'vitest';
import { projectNextCycle, studentRecalculation } from './recalculation';

describe('projectNextCycle', () => {
  it('credits nothing when more were present than held (a make-up of another cycle)', () => {
    expect(projectNextCycle(640000, 8, { present: 9, held: 8 })).toMatchObject({ missedLessons: 0, nextCycleProjectedPrice: 640000 });
  });
});

describe('studentRecalculation', () => {
  it('leaves out an archived enrolment and shows empty prices without a tariff', () => {
    const lessons = [{ cycleNumber: 1, lessonDate: '2025-01-01', attendance: '-' }, { cycleNumber: 2, lessonDate: '2025-02-01', attendance: '+' }];
    const base = { className: 'Группа', classCycle: 2, lessonsPerCycle: 8, tariff: null, lessons };
    const recalculation = studentRecalculation(
      { eligibleForDiscountPrice: false, eligibleForOldPrice: false },
      [
        { ...base, classId: 1, enrolment: { isArchived: false } },
        { ...base, classId: 2, enrolment: { isArchived: true } },
      ],
      '2025-03-12',
    );
    expect(recalculation.classes).toHaveLength(1);
    expect(recalculation.classes[0]).toMatchObject({
      classId: 1,
      subjectPricingName: null,
      previousCyclePresent: 0,
      previousCycleTotal: 1,
      currentCyclePresent: 1,
      currentCycleTotal: 1,
      currentCyclePrice: null,
      nextCycleProjectedPrice: null,
      projection: null,
    });
    expect(recalculation.currentCyclePrice).toBe(0);
  });
});
