import { and, eq } from 'drizzle-orm';
import type { GradeType } from '../../resources/grades';
import * as tables from '../db/schema/index';
import type { Tx } from '../db/types';
import type { Random } from './random';

const topics = [
  'Вводное занятие',
  'Повторение пройденного',
  'Новая тема',
  'Практикум',
  'Разбор домашнего задания',
  'Решение задач',
  'Контрольная работа',
  'Работа над ошибками',
];

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const attendance = (random: Random) => {
  const roll = random.next();
  if (roll < 0.8) return '+';
  if (roll < 0.9) return '-';
  return random.pick(['+(опоздание)', '+(дистанционно)', '+(отработка)', '+(отправлен материал)']);
};
const mark = (random: Random) => random.pick(['5', '5', '4', '4', '4', '3']);

// Lessons of the previous and the current cycle of every active group, one a week back from today, with
// attendance and marks of the students enrolled.
export const seedGrades = async (tx: Tx, random: Random) => {
  const groups = await tx.select().from(tables.schoolClasses).where(eq(tables.schoolClasses.isArchived, false));
  const enrolled = await tx
    .select({ classId: tables.studentClasses.classId, studentId: tables.studentClasses.studentId })
    .from(tables.studentClasses)
    .innerJoin(tables.students, eq(tables.students.id, tables.studentClasses.studentId))
    .where(and(eq(tables.studentClasses.isArchived, false), eq(tables.students.isArchived, false)));
  const today = Date.now();
  const lessonRows: (typeof tables.lessons.$inferInsert)[] = [];
  for (const group of groups) {
    const passedInCurrent = random.integer(1, group.lessonsPerCycle);
    const firstCycle = Math.max(1, group.cycle - 1);
    let weeksAgo = (group.cycle - firstCycle) * group.lessonsPerCycle + passedInCurrent - 1;
    for (let cycle = firstCycle; cycle <= group.cycle; cycle += 1) {
      const lessonsHeld = cycle === group.cycle ? passedInCurrent : group.lessonsPerCycle;
      for (let lessonNumber = 1; lessonNumber <= group.lessonsPerCycle; lessonNumber += 1) {
        const held = lessonNumber <= lessonsHeld;
        lessonRows.push({
          classId: group.id,
          cycleNumber: cycle,
          lessonNumber,
          lessonName: held ? topics[(lessonNumber - 1) % topics.length] : null,
          lessonDate: held ? isoDay(today - weeksAgo * 7 * DAY_MS) : null,
        });
        if (held) weeksAgo -= 1;
      }
    }
  }
  const lessons = await tx
    .insert(tables.lessons)
    .values(lessonRows)
    .returning({ id: tables.lessons.id, classId: tables.lessons.classId, lessonDate: tables.lessons.lessonDate });

  const gradeRows: (typeof tables.grades.$inferInsert)[] = [];
  const add = (lessonId: number, studentId: number, gradeType: GradeType, value: string) =>
    gradeRows.push({ lessonId, studentId, gradeType, value, color: null });
  for (const lesson of lessons) {
    if (!lesson.lessonDate) continue;
    for (const { studentId } of enrolled.filter((enrolment) => enrolment.classId === lesson.classId)) {
      const present = attendance(random);
      add(lesson.id, studentId, 'attendance', present);
      if (!present.startsWith('+')) continue;
      if (random.chance(0.7)) add(lesson.id, studentId, 'classwork', mark(random));
      if (random.chance(0.6)) add(lesson.id, studentId, 'homework', mark(random));
    }
  }
  for (let start = 0; start < gradeRows.length; start += 1000) {
    await tx.insert(tables.grades).values(gradeRows.slice(start, start + 1000));
  }
};
