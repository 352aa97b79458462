import { desc, eq, inArray } from 'drizzle-orm';
import { schoolClasses, sheetSyncErrors, staff } from '../db/schema/index';
import type { Tx } from '../db/types';

// Demo rows of the three error tables (operations.md §2 "Error tables"): four demo groups get a report link and
// the problems a sync could have found in their sheets. The links are demo ids; a real sync of them answers
// "not found" and leaves these rows as they are.
const demoSheetUrl = (classId: number) => `https://docs.google.com/spreadsheets/d/demo-report-${String(classId).padStart(4, '0')}-sheet/edit`;

export const seedSheetSyncErrors = async (tx: Tx) => {
  const groups = await tx
    .select({ id: schoolClasses.id, name: schoolClasses.name, cycle: schoolClasses.cycle, teacherName: staff.name })
    .from(schoolClasses)
    .innerJoin(staff, eq(staff.id, schoolClasses.staffId))
    .where(eq(schoolClasses.isArchived, false))
    .orderBy(desc(schoolClasses.id))
    .limit(4);
  if (groups.length === 0) return;
  for (const group of groups) {
    await tx
      .update(schoolClasses)
      .set({ sheetUrl: demoSheetUrl(group.id), teacherSheetId: `demo-report-${String(group.id).padStart(4, '0')}-sheet` })
      .where(eq(schoolClasses.id, group.id));
  }
  await tx.delete(sheetSyncErrors).where(inArray(sheetSyncErrors.schoolClassId, groups.map((group) => group.id)));
  const row = (group: (typeof groups)[number]) => ({ schoolClassId: group.id, className: group.name, teacherName: group.teacherName, sheetUrl: demoSheetUrl(group.id) });
  const [first, second = first, third = first, fourth = second] = groups;
  await tx.insert(sheetSyncErrors).values([
    { ...row(first), kind: 'NO_UPDATE' as const },
    { ...row(third), kind: 'NO_UPDATE' as const },
    { ...row(second), kind: 'STUDENT_NOT_FOUND' as const, studentName: 'Кузнецова Варвара' },
    { ...row(second), kind: 'STUDENT_NOT_FOUND' as const, studentName: 'Белов Тимофей' },
    { ...row(fourth), kind: 'STUDENT_NOT_FOUND' as const, studentName: 'Орлова Ксения' },
    { ...row(fourth), kind: 'WRONG_CYCLE' as const, cycleNumber: Math.max(1, fourth.cycle - 1) },
    { ...row(third), kind: 'WRONG_CYCLE' as const, cycleNumber: third.cycle + 1 },
  ]);
};
