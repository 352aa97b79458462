import type { RecalculationRow } from '../../resources/debtors';
import { lessonLine, missedLessons } from '../../resources/money/debt-explanations';
import { fromKopecks } from '../../resources/money/kopecks';
import { NO_TARIFF } from '../../resources/money/pricing';
import { studentRecalculation } from '../../resources/money/recalculation';
import type { DebtData } from './debtor-data';
import { byStudent } from './debtor-rows';

const moneyOrNull = (kopecks: number | null) => (kopecks == null ? null : fromKopecks(kopecks));

// 'Перерасчеты': every active student with an active group, the groups as children (docs/money.md §6); the
// parent's prices are the sums of its children's.
export const recalculationRows = (data: DebtData, today: string): RecalculationRow[] =>
  byStudent(data.enrolments).map((groups): RecalculationRow => {
    const student = groups[0];
    const inputs = groups.map((group) => ({
      classId: group.classId,
      className: group.className,
      classCycle: group.classCycle,
      lessonsPerCycle: group.lessonsPerCycle,
      tariff: group.tariff,
      enrolment: { isArchived: false, enrollmentDate: group.enrollmentDate, disenrollmentDate: group.disenrollmentDate },
      lessons: data.lessonsOf(group.studentId, group.classId),
    }));
    const result = studentRecalculation(student, inputs, today);
    return {
      studentId: student.studentId,
      studentName: student.studentName,
      eligibleForDiscountPrice: student.eligibleForDiscountPrice,
      eligibleForOldPrice: student.eligibleForOldPrice,
      currentCyclePrice: fromKopecks(result.currentCyclePrice),
      nextCycleProjectedPrice: fromKopecks(result.nextCycleProjectedPrice),
      classes: result.classes.map((row, index) => {
        const input = inputs[index];
        const missed = row.classCycle > 1 ? missedLessons(input.lessons, row.classCycle - 1, today, input.enrolment) : [];
        return {
          classId: row.classId,
          className: row.className,
          classCycle: row.classCycle,
          subjectPricingName: row.subjectPricingName,
          numberOfLessonsPerCycle: row.numberOfLessonsPerCycle,
          previousCyclePresent: row.previousCyclePresent,
          previousCycleTotal: row.previousCycleTotal,
          currentCyclePresent: row.currentCyclePresent,
          currentCycleTotal: row.currentCycleTotal,
          currentCyclePrice: moneyOrNull(row.currentCyclePrice),
          nextCycleProjectedPrice: moneyOrNull(row.nextCycleProjectedPrice),
          explanation: {
            tariff: row.price?.text ?? NO_TARIFF,
            previousCycle: row.projection?.attendanceText ?? null,
            missedLessons: missed.map(lessonLine),
            arithmetic: row.projection?.text ?? null,
          },
        };
      }),
      explanation: { currentCyclePrice: result.currentText, nextCycleProjectedPrice: result.nextText },
    };
  });
