import type { RecalculationClass, RecalculationRow } from '../../../resources/debtors';

// The 'Перерасчеты' tree grid (money.md §2): the student is the parent row and the groups its children. A parent
// row's prices are the sums of its children's, as the server gives them (parent.currentCyclePrice …).
export type RecalculationTreeRow =
  | { key: string; kind: 'student'; student: RecalculationRow; children: RecalculationTreeRow[] }
  | { key: string; kind: 'class'; student: RecalculationRow; group: RecalculationClass };

export const recalculationTree = (rows: readonly RecalculationRow[]): RecalculationTreeRow[] =>
  rows.map((student) => ({
    key: `student-${student.studentId}`,
    kind: 'student',
    student,
    children: student.classes.map((group) => ({ key: `class-${student.studentId}-${group.classId}`, kind: 'class', student, group })),
  }));

// 'посещено/всего', as the lesson columns show it
export const presentOfTotal = (present: number, total: number) => `${present}/${total}`;
