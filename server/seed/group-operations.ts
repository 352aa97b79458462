import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';

// Demo data of the group page's movements, the trial lessons and the teacher-subject links (issue 10), picked from
// the rows seeded before in a fixed order: the same every time.

const teacherReasons = [
  'Сказал, что стало тяжело совмещать со школой',
  'Переезжают в другой район',
  'Не нравится время занятий',
  'Хочет заниматься индивидуально',
  'Потерял интерес к предмету',
  null,
];
const adminReasons = [
  'Родители решили сократить расходы',
  'Переходит в другую школу с углублённым курсом',
  'Не устраивает расписание, просили перенести на выходные',
  'Нашли репетитора ближе к дому',
  'Ребёнок перегружен, оставили только один предмет',
  'Не дозвонились, родитель не берёт трубку',
];
const retentionEfforts = [
  'Предложили перевод в вечернюю группу',
  'Дали скидку на следующий цикл',
  'Предложили онлайн-формат',
  'Звонок родителю, беседа с преподавателем',
  null,
];

const EXITS = 24;
const TRIAL_LEADS = 14;

const seedExits = async (tx: Tx) => {
  const left = await tx
    .select({ studentId: tables.studentClasses.studentId, classId: tables.studentClasses.classId, leftOn: tables.studentClasses.disenrollmentDate })
    .from(tables.studentClasses)
    .where(isNotNull(tables.studentClasses.disenrollmentDate))
    .orderBy(asc(tables.studentClasses.id));
  // every other student who left, up to EXITS: the rest show that not every leaving gets a note
  const chosen = left.filter((_, index) => index % 2 === 0).slice(0, EXITS);
  for (const [index, { studentId, classId, leftOn }] of chosen.entries()) {
    // the cycle of the group's last lesson before the student left, else the first
    const [last] = await tx
      .select({ cycle: tables.lessons.cycleNumber })
      .from(tables.lessons)
      .where(and(eq(tables.lessons.classId, classId), lte(tables.lessons.lessonDate, leftOn!)))
      .orderBy(sql`${tables.lessons.lessonDate} desc`, sql`${tables.lessons.id} desc`)
      .limit(1);
    await tx.insert(tables.studentExits).values({
      studentId,
      schoolClassId: classId,
      classCycle: Math.max(1, last?.cycle ?? 1),
      exitReasonSaidToTeacher: teacherReasons[index % teacherReasons.length],
      exitReasonSaidToAdmin: adminReasons[index % adminReasons.length],
      retentionEffortsMade: retentionEfforts[index % retentionEfforts.length],
    });
  }
};

const trialMarks = [
  { attendanceGrade: '+', classworkGrade: '5', homeworkGrade: '5' },
  { attendanceGrade: '+', classworkGrade: '4', homeworkGrade: null },
  { attendanceGrade: '+(опоздание)', classworkGrade: '4', homeworkGrade: '4' },
  { attendanceGrade: '-', classworkGrade: null, homeworkGrade: null },
  { attendanceGrade: '+', classworkGrade: '3', homeworkGrade: '4' },
  { attendanceGrade: '+(дистанционно)', classworkGrade: '5', homeworkGrade: null },
];

// Leads (applications not archived and not converted) with a trial lesson in a group of a subject they asked for.
const seedTrialClasses = async (tx: Tx) => {
  const leads = await tx
    .select({ clientId: tables.clients.id })
    .from(tables.clients)
    .where(and(eq(tables.clients.archived, false), isNull(tables.clients.convertedStudentId)))
    .orderBy(asc(tables.clients.id))
    .limit(TRIAL_LEADS);
  const groups = await tx
    .select({ id: tables.schoolClasses.id, subjectId: tables.schoolClasses.subjectId })
    .from(tables.schoolClasses)
    .where(eq(tables.schoolClasses.isArchived, false))
    .orderBy(asc(tables.schoolClasses.id));
  if (groups.length === 0) return;
  let marks = 0;
  for (const [index, { clientId }] of leads.entries()) {
    const wanted = await tx
      .select({ subjectId: tables.clientSchoolSubjects.subjectId })
      .from(tables.clientSchoolSubjects)
      .where(eq(tables.clientSchoolSubjects.clientId, clientId))
      .orderBy(asc(tables.clientSchoolSubjects.subjectId));
    const matching = groups.filter((group) => wanted.some(({ subjectId }) => subjectId === group.subjectId));
    const candidates = matching.length > 0 ? matching : groups;
    // a third of the leads tried two groups
    const tried = candidates.slice(0, index % 3 === 0 ? 2 : 1);
    for (const group of tried) {
      const dated = await tx
        .select({ id: tables.lessons.id, lessonDate: tables.lessons.lessonDate, lessonNumber: tables.lessons.lessonNumber })
        .from(tables.lessons)
        .where(and(eq(tables.lessons.classId, group.id), isNotNull(tables.lessons.lessonDate)))
        .orderBy(asc(tables.lessons.lessonDate), asc(tables.lessons.id));
      const lesson = dated.length > 0 ? dated[(index * 3) % dated.length] : undefined;
      await tx.insert(tables.clientTrialClasses).values({
        clientId,
        schoolClassId: group.id,
        lessonId: lesson?.id ?? null,
        lessonDate: lesson?.lessonDate ?? '2026-09-15',
        lessonNumber: lesson?.lessonNumber ?? 1,
        ...trialMarks[marks++ % trialMarks.length],
      });
    }
  }
};

// Every teacher teaches the subjects of their groups; a teacher without groups gets one subject.
const seedTeacherSubjects = async (tx: Tx) => {
  const teachers = await tx
    .select({ id: tables.staff.id })
    .from(tables.staff)
    .where(eq(tables.staff.role, 'Преподаватель'))
    .orderBy(asc(tables.staff.id));
  const taught = await tx
    .selectDistinct({ staffId: tables.schoolClasses.staffId, subjectId: tables.schoolClasses.subjectId })
    .from(tables.schoolClasses)
    .orderBy(asc(tables.schoolClasses.staffId), asc(tables.schoolClasses.subjectId));
  const subjects = await tx.select({ id: tables.subjects.id }).from(tables.subjects).orderBy(asc(tables.subjects.id));
  const pairs = teachers.flatMap(({ id }, index) => {
    const own = taught.filter((pair) => pair.staffId === id);
    if (own.length > 0) return own;
    return subjects.length > 0 ? [{ staffId: id, subjectId: subjects[index % subjects.length].id }] : [];
  });
  if (pairs.length > 0) await tx.insert(tables.teacherSubjects).values(pairs).onConflictDoNothing();
};

export const seedGroupOperations = async (tx: Tx) => {
  await seedExits(tx);
  await seedTrialClasses(tx);
  await seedTeacherSubjects(tx);
};
