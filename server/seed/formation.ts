import { and, asc, eq, isNull } from 'drizzle-orm';
import { clients, clientSchoolClassStatuses, futureEnrollments, futureSchoolClasses, schoolYears, staff, students, subjects } from '../db/schema/index';
import type { Tx } from '../db/types';

// Demo data of the group-formation area (operations.md §2): five groups planned for next year, with leads and
// students in every status of migration 0006 (Интересуется, Записан, В группе, Отказ), one group still empty.
// Deterministic: people and references are taken in id order.
const plans = [
  { name: 'Математика 5 — осень', subject: 0, teacher: 0, year: 5, people: [['s', 2], ['s', 2], ['c', 1], ['c', 0], ['s', 1], ['c', 3]] },
  { name: 'Русский язык 7', subject: 1, teacher: 1, year: 7, people: [['s', 2], ['c', 1], ['c', 0], ['s', 2]] },
  { name: 'Английский для начинающих', subject: 2, teacher: 2, year: 3, people: [['c', 0], ['c', 0], ['s', 2], ['c', 3]] },
  { name: 'Физика ОГЭ', subject: 3, teacher: 0, year: 9, people: [['s', 2], ['s', 1], ['c', 1]] },
  { name: 'Подготовка к ЕГЭ', subject: 0, teacher: 1, year: 11, people: [] },
] as const;

export const seedFormation = async (tx: Tx) => {
  const statuses = await tx.select().from(clientSchoolClassStatuses).orderBy(asc(clientSchoolClassStatuses.id));
  const subjectRows = await tx.select({ id: subjects.id }).from(subjects).orderBy(asc(subjects.id));
  const teacherRows = await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'Преподаватель')).orderBy(asc(staff.id));
  const yearRows = await tx.select({ id: schoolYears.id }).from(schoolYears).orderBy(asc(schoolYears.id));
  const studentRows = await tx.select({ id: students.id }).from(students).where(eq(students.isArchived, false)).orderBy(asc(students.id)).limit(40);
  const clientRows = await tx.select({ id: clients.id }).from(clients).where(and(eq(clients.archived, false), isNull(clients.convertedStudentId))).orderBy(asc(clients.id)).limit(40);
  if (statuses.length === 0 || studentRows.length === 0 || clientRows.length === 0) return;
  const pick = <Row>(rows: Row[], index: number) => (rows.length ? rows[index % rows.length] : undefined);
  let nextStudent = 0;
  let nextClient = 0;
  for (const plan of plans) {
    const [group] = await tx
      .insert(futureSchoolClasses)
      .values({
        name: plan.name,
        subjectId: pick(subjectRows, plan.subject)?.id ?? null,
        staffId: pick(teacherRows, plan.teacher)?.id ?? null,
        schoolYearId: pick(yearRows, plan.year)?.id ?? null,
      })
      .returning();
    for (const [kind, status] of plan.people) {
      const statusId = pick(statuses, status)!.id;
      if (kind === 's') {
        const student = pick(studentRows, nextStudent++)!;
        await tx.insert(futureEnrollments).values({ futureSchoolClassId: group.id, studentId: student.id, statusId });
      } else {
        const client = pick(clientRows, nextClient++)!;
        await tx.insert(futureEnrollments).values({ futureSchoolClassId: group.id, clientId: client.id, statusId });
      }
    }
  }
};
