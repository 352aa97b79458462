import { classAmountText, type DebtorRow, type DebtorWithAmountRow } from '../../resources/debtors';
import { debtorCycles, studentDebts } from '../../resources/money/debts';
import { lessonLine, passedLessons } from '../../resources/money/debt-explanations';
import { fromKopecks } from '../../resources/money/kopecks';
import { NO_TARIFF } from '../../resources/money/pricing';
import { byRussianName } from '../lib/info-list';
import type { DebtData, DebtEnrolment } from './debtor-data';

const russian = new Intl.Collator('ru-RU', { sensitivity: 'variant', numeric: true });

// Enrolments grouped by student, students in Russian name order (then id), groups by name (then id).
export const byStudent = (enrolments: readonly DebtEnrolment[]): DebtEnrolment[][] => {
  const grouped = new Map<number, DebtEnrolment[]>();
  for (const enrolment of enrolments) {
    const list = grouped.get(enrolment.studentId) ?? [];
    list.push(enrolment);
    grouped.set(enrolment.studentId, list);
  }
  return [...grouped.values()]
    .map((list) => list.sort((left, right) => russian.compare(left.className, right.className) || left.classId - right.classId))
    .sort((left, right) => byRussianName((list: DebtEnrolment[]) => list[0].studentName)(left, right) || left[0].studentId - right[0].studentId);
};

const enrolmentOf = (row: DebtEnrolment) => ({
  isArchived: false,
  enrollmentDate: row.enrollmentDate,
  disenrollmentDate: row.disenrollmentDate,
});

// 'Должники': one row per unpaid cycle with a passed lesson (docs/money.md §5), with its comment.
export const debtorRows = (data: DebtData, today: string): DebtorRow[] =>
  byStudent(data.enrolments).flatMap((groups) =>
    groups.flatMap((group) => {
      const lessons = data.lessonsOf(group.studentId, group.classId);
      const cycles = debtorCycles({
        today,
        lessonsPerCycle: group.lessonsPerCycle,
        enrolment: enrolmentOf(group),
        lessons,
        paidCycles: data.paidCycles(group.studentId, group.classId),
      });
      return cycles.map((cycle): DebtorRow => {
        const comment = data.commentOf(group.studentId, group.classId, cycle.cycle);
        return {
          debtId: `${group.studentId}-${group.classId}-${cycle.cycle}`,
          studentId: group.studentId,
          studentName: group.studentName,
          classId: group.classId,
          className: group.className,
          classCycle: cycle.cycle,
          numberOfLessonsPassed: cycle.numberOfLessonsPassed,
          numberOfLessonsPerCycle: cycle.numberOfLessonsPerCycle,
          adminDebtCommentId: comment?.id ?? null,
          adminDebtCommentContent: comment?.content ?? null,
          adminDebtCommentAdminName: comment?.adminName ?? null,
          adminDebtCommentTimestamp: comment?.updatedAt.toISOString() ?? null,
          explanation: {
            summary: cycle.text,
            lessons: passedLessons(lessons, cycle.cycle, today, enrolmentOf(group)).map(lessonLine),
          },
        };
      });
    }),
  );

// Two groups of one student with the same name stay two keys of classAmounts.
const uniqueName = (taken: Record<string, unknown>, name: string, classId: number) =>
  Object.hasOwn(taken, name) ? `${name} (${classId})` : name;

// 'Должники с суммами': one row per student with at least one unpaid cycle (docs/money.md §5).
export const debtorWithAmountRows = (data: DebtData, today: string): DebtorWithAmountRow[] =>
  byStudent(data.enrolments).flatMap((groups): DebtorWithAmountRow[] => {
    const student = groups[0];
    const debts = studentDebts(
      student,
      groups.map((group) => ({
        classId: group.classId,
        className: group.className,
        tariff: group.tariff,
        lessonsPerCycle: group.lessonsPerCycle,
        enrolment: enrolmentOf(group),
        lessons: data.lessonsOf(group.studentId, group.classId),
        paidCycles: data.paidCycles(group.studentId, group.classId),
      })),
      today,
    );
    if (debts.classes.length === 0) return [];
    const classAmounts: Record<string, string | null> = {};
    for (const debt of debts.classes) {
      classAmounts[uniqueName(classAmounts, debt.className, debt.classId)] = debt.debt.kopecks == null ? null : fromKopecks(debt.debt.kopecks);
    }
    const tariffNames = debts.classes.flatMap((debt) => (debt.price ? [debt.price.tariffName] : []));
    return [
      {
        studentId: student.studentId,
        studentName: student.studentName,
        eligibleForDiscountPrice: student.eligibleForDiscountPrice,
        eligibleForOldPrice: student.eligibleForOldPrice,
        classAmounts,
        classAmountsText: Object.entries(classAmounts)
          .map(([name, amount]) => classAmountText(name, amount))
          .join('; '),
        totalDebt: fromKopecks(debts.totalDebt),
        pricingTiers: [...new Set(tariffNames)],
        explanation: {
          classes: debts.classes.map((debt) => ({
            classId: debt.classId,
            className: debt.className,
            cycles: debt.cycles.map((cycle) => cycle.cycle),
            amount: debt.debt.kopecks == null ? null : fromKopecks(debt.debt.kopecks),
            subjectPricingName: debt.price?.tariffName ?? null,
            tariff: debt.price?.text ?? NO_TARIFF,
            arithmetic: debt.debt.text,
          })),
          total: debts.text,
        },
      },
    ];
  });
