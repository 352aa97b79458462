import type { GradeType } from '../../resources/grades';
import { formatKopecks } from '../../resources/money/kopecks';
import { columnLetters } from './a1';

// The layout of a group's spreadsheet (docs/operations.md "Spreadsheet reports"): two tabs.
// - REPORT_TAB belongs to the CRM: every refresh clears it and writes the group, the current cycle's students ×
//   lessons with their three marks, and each student's payments and debt.
// - TEACHER_TAB belongs to the teacher: the CRM writes it once (when it creates it) and afterwards only reads it —
//   B1 the cycle number, row 3 the lesson headers ('Урок 1' …), column A from row 4 the students' names, and the
//   marks under each lesson.
export const REPORT_TAB = 'Отчет CRM';
export const TEACHER_TAB = 'Журнал преподавателя';
export const TEACHER_CYCLE_CELL = 'B1';
export const TEACHER_HEADER_ROW = 3; // 1-based, as the teacher sees it
export const TEACHER_FIRST_STUDENT_ROW = 4;
// what the sync reads of the teacher's tab: enough columns for 8 lessons and a few of the teacher's own
export const TEACHER_READ_RANGE = 'A1:Z500';

export type ReportLesson = { id: number; lessonNumber: number; lessonName: string | null; lessonDate: string | null };
export type ReportStudent = {
  id: number;
  name: string;
  paidCycles: number[];
  unpaidCycles: number[];
  debtKopecks: number | null; // null: the group has no tariff, so the debt has no amount
};
export type ReportMark = { studentId: number; lessonId: number; gradeType: GradeType; value: string };

export type GroupReport = {
  className: string;
  teacherName: string;
  cycle: number;
  lessonsPerCycle: number;
  lessons: ReportLesson[];
  students: ReportStudent[];
  marks: ReportMark[];
};

const GRADE_COLUMNS: { type: GradeType; label: string }[] = [
  { type: 'attendance', label: 'Посещение' },
  { type: 'classwork', label: 'Работа на уроке' },
  { type: 'homework', label: 'Домашняя работа' },
];

// 'YYYY-MM-DD' → 'DD.MM.YYYY' (operations.md §9)
export const dottedDay = (day: string | null) => (day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : '');

const cyclesText = (cycles: number[]) => (cycles.length === 0 ? '—' : cycles.join(', '));

const debtText = (student: ReportStudent) => {
  if (student.unpaidCycles.length === 0) return formatKopecks(0, 0);
  return student.debtKopecks === null ? 'Тариф не назначен' : formatKopecks(student.debtKopecks, 0);
};

export const lessonTitle = (lesson: ReportLesson) =>
  [`Урок ${lesson.lessonNumber}`, dottedDay(lesson.lessonDate), lesson.lessonName ?? ''].filter(Boolean).join(' · ');

// The CRM's tab, as rows of text: a title block, two header rows, a row per student, a total.
export const reportValues = (report: GroupReport, updatedAt: string): string[][] => {
  const markOf = new Map(report.marks.map((mark) => [`${mark.studentId}:${mark.lessonId}:${mark.gradeType}`, mark.value]));
  const lessonHeader = report.lessons.flatMap((lesson) => [lessonTitle(lesson), '', '']);
  const kindHeader = report.lessons.flatMap(() => GRADE_COLUMNS.map((column) => column.label));
  const studentRows = report.students.map((student) => [
    student.name,
    ...report.lessons.flatMap((lesson) => GRADE_COLUMNS.map((column) => markOf.get(`${student.id}:${lesson.id}:${column.type}`) ?? '')),
    cyclesText(student.paidCycles),
    cyclesText(student.unpaidCycles),
    debtText(student),
  ]);
  const debtors = report.students.filter((student) => student.unpaidCycles.length > 0);
  const total = debtors.reduce((sum, student) => sum + (student.debtKopecks ?? 0), 0);
  return [
    ['Группа', report.className],
    ['Преподаватель', report.teacherName],
    ['Цикл', String(report.cycle)],
    ['Обновлено', updatedAt],
    [],
    ['Ученик', ...lessonHeader, 'Оплата и долг', '', ''],
    ['', ...kindHeader, 'Оплаченные циклы', 'Неоплаченные циклы', 'Долг'],
    ...studentRows,
    [],
    ['Учеников', String(report.students.length)],
    ['Должников', String(debtors.length)],
    ['Долг группы', formatKopecks(total, 0)],
  ];
};

// The teacher's tab as the CRM first writes it: the cycle, a header per lesson of the cycle, the students.
export const teacherTabTemplate = (cycle: number, lessonsPerCycle: number, studentNames: string[]): string[][] => [
  ['Цикл', String(cycle)],
  ['Отметки уроков текущего цикла: «+» был, «-» не был, оценки через пробел'],
  ['Ученик', ...Array.from({ length: lessonsPerCycle }, (_, index) => `Урок ${index + 1}`)],
  ...studentNames.map((name) => [name]),
];

// A1 range of a block of rows starting at the top-left cell
export const blockRange = (values: string[][]) => {
  const width = Math.max(1, ...values.map((row) => row.length));
  return `A1:${columnLetters(width - 1)}${Math.max(1, values.length)}`;
};
