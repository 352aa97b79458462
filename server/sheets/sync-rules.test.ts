import { describe, expect, it } from 'vitest';
import { columnIndex, columnLetters, parseRange, rangeOf } from './a1';
import { blockRange, reportValues, teacherTabTemplate, type GroupReport } from './report-layout';
import { nameKey, pastLessonNumbers, readCycleCell, readLessonHeader, readTeacherTab, sheetProblems, spreadsheetIdOf } from './sync-rules';

describe('A1 notation', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [51, 'AZ'],
    [702, 'AAA'],
  ])('column %i is %s and back', (index, letters) => {
    expect(columnLetters(index)).toBe(letters);
    expect(columnIndex(letters)).toBe(index);
  });

  it('quotes titles and parses ranges', () => {
    expect(rangeOf("Журнал д'Артаньяна", 'A1:B2')).toBe("'Журнал д''Артаньяна'!A1:B2");
    expect(parseRange("'Журнал д''Артаньяна'!A1:B2")).toEqual({ title: "Журнал д'Артаньяна", startRow: 0, startColumn: 0, endRow: 1, endColumn: 1 });
    expect(parseRange("'Отчет CRM'")).toEqual({ title: 'Отчет CRM', startRow: 0, startColumn: 0 });
    expect(parseRange('Лист1!B1')).toEqual({ title: 'Лист1', startRow: 0, startColumn: 1, endRow: 0, endColumn: 1 });
    expect(parseRange('Лист1!A4:Z')).toEqual({ title: 'Лист1', startRow: 3, startColumn: 0, endRow: undefined, endColumn: 25 });
    expect(parseRange("'open")).toBeUndefined();
    expect(parseRange('Лист1!1A')).toBeUndefined();
  });
});

describe('reading the teacher tab', () => {
  it.each([
    ['3', 3],
    [' Цикл 12 ', 12],
    ['№4', 4],
    ['', null],
    ['три', null],
    ['3.5', null],
  ])('cycle cell %j → %j', (text, cycle) => expect(readCycleCell(text)).toBe(cycle));

  it.each([
    ['Урок 3', 3],
    ['урок №7', 7],
    ['2', 2],
    ['Урок 1 · 05.09.2026', 1],
    ['Итого', null],
    ['0', null],
  ])('lesson header %j → %j', (text, number) => expect(readLessonHeader(text)).toBe(number));

  it('takes the cycle, the lesson columns and the named rows', () => {
    const tab = readTeacherTab([
      ['Цикл', '2'],
      ['заметка'],
      ['Ученик', 'Урок 1', 'Урок 2', 'Комментарий', 'Урок 2'],
      ['Иванов Пётр', '+', '', 'болел', 'x'],
      [],
      ['  ', '+'],
      ['Смирнова Анна', '-'],
    ]);
    expect(tab.cycle).toBe(2);
    expect(tab.lessonNumbers).toEqual([1, 2]);
    expect(tab.students.map((student) => student.name)).toEqual(['Иванов Пётр', 'Смирнова Анна']);
    expect(tab.students[0].marks.get(2)).toBe(''); // the first column of lesson 2 counts
    expect(tab.students[1].marks.get(1)).toBe('-');
  });
});

describe('sheet problems', () => {
  const tab = (rows: string[][], cycle = '3') => readTeacherTab([['Цикл', cycle], [], ['Ученик', 'Урок 1', 'Урок 2', 'Урок 3'], ...rows]);
  const students = ['Иванов Пётр', 'Смирнова Анна'];

  it('finds nothing in a filled sheet of the right cycle', () => {
    expect(sheetProblems({ tab: tab([['Иванов Пётр', '+', '+'], ['смирнова  анна', '-', '']]), groupCycle: 3, groupStudentNames: students, pastLessons: [1, 2] })).toEqual([]);
  });

  it('NO_UPDATE names the past lessons without any mark', () => {
    expect(sheetProblems({ tab: tab([['Иванов Пётр', '+'], ['Смирнова Анна']]), groupCycle: 3, groupStudentNames: students, pastLessons: [1, 2, 3] })).toEqual([
      { kind: 'NO_UPDATE', lessonNumbers: [2, 3] },
    ]);
  });

  it('NO_UPDATE when a past lesson has no column, none before any lesson is over', () => {
    const sheet = readTeacherTab([['Цикл', '3'], [], ['Ученик'], ['Иванов Пётр']]);
    expect(sheetProblems({ tab: sheet, groupCycle: 3, groupStudentNames: students, pastLessons: [1] })).toEqual([{ kind: 'NO_UPDATE', lessonNumbers: [1] }]);
    expect(sheetProblems({ tab: sheet, groupCycle: 3, groupStudentNames: students, pastLessons: [] })).toEqual([]);
  });

  it('STUDENT_NOT_FOUND once per unknown name, matching names in any order, case and ё', () => {
    const problems = sheetProblems({
      tab: tab([['Пётр Иванов', '+'], ['Петров  Олег', '+'], ['петров олег'], ['Смирнова Анна', '+']]),
      groupCycle: 3,
      groupStudentNames: ['Иванов Петр', 'Смирнова Анна'],
      pastLessons: [1],
    });
    expect(problems).toEqual([{ kind: 'STUDENT_NOT_FOUND', studentName: 'Петров Олег' }]);
  });

  it('WRONG_CYCLE with the sheet’s number (or none), and no NO_UPDATE judged then', () => {
    expect(sheetProblems({ tab: tab([['Иванов Пётр']], '2'), groupCycle: 3, groupStudentNames: students, pastLessons: [1] })).toEqual([
      { kind: 'WRONG_CYCLE', cycleNumber: 2 },
    ]);
    expect(sheetProblems({ tab: tab([['Чужой Ученик']], ''), groupCycle: 3, groupStudentNames: students, pastLessons: [1] })).toEqual([
      { kind: 'WRONG_CYCLE', cycleNumber: null },
      { kind: 'STUDENT_NOT_FOUND', studentName: 'Чужой Ученик' },
    ]);
  });

  it('past lessons are those dated before today', () => {
    const lessons = [
      { lessonNumber: 2, lessonDate: '2026-09-10' },
      { lessonNumber: 1, lessonDate: '2026-09-03' },
      { lessonNumber: 3, lessonDate: '2026-09-17' },
      { lessonNumber: 4, lessonDate: null },
    ];
    expect(pastLessonNumbers(lessons, '2026-09-10')).toEqual([1]);
    expect(pastLessonNumbers(lessons, '2026-09-18')).toEqual([1, 2, 3]);
  });

  it('name keys and spreadsheet ids', () => {
    expect(nameKey(' Ёлкина  Алёна ')).toBe(nameKey('алена елкина'));
    expect(spreadsheetIdOf('https://docs.google.com/spreadsheets/d/1AbC-dEf_0123456789/edit#gid=0')).toBe('1AbC-dEf_0123456789');
    expect(spreadsheetIdOf('https://example.com/report')).toBeUndefined();
    expect(spreadsheetIdOf(null)).toBeUndefined();
  });
});

describe('report layout', () => {
  const report: GroupReport = {
    className: 'Математика 5А',
    teacherName: 'Петрова Ольга',
    cycle: 2,
    lessonsPerCycle: 4,
    lessons: [
      { id: 10, lessonNumber: 1, lessonName: 'Дроби', lessonDate: '2026-09-03' },
      { id: 11, lessonNumber: 2, lessonName: null, lessonDate: null },
    ],
    students: [
      { id: 1, name: 'Иванов Пётр', paidCycles: [1, 2], unpaidCycles: [], debtKopecks: null },
      { id: 2, name: 'Смирнова Анна', paidCycles: [1], unpaidCycles: [2], debtKopecks: 640_000 },
      { id: 3, name: 'Козлов Илья', paidCycles: [], unpaidCycles: [2], debtKopecks: null },
    ],
    marks: [
      { studentId: 1, lessonId: 10, gradeType: 'attendance', value: '+' },
      { studentId: 1, lessonId: 10, gradeType: 'homework', value: '5' },
      { studentId: 2, lessonId: 11, gradeType: 'classwork', value: '4' },
    ],
  };

  it('writes the title, the lessons × three marks, payments and debt, and the totals', () => {
    // the roubles come with ru-RU's no-break spaces
    const values = reportValues(report, '10.09.2026 12:00').map((row) => row.map((cell) => cell.replace(/[\u00a0\u202f]/g, ' ')));
    expect(values.slice(0, 4)).toEqual([
      ['Группа', 'Математика 5А'],
      ['Преподаватель', 'Петрова Ольга'],
      ['Цикл', '2'],
      ['Обновлено', '10.09.2026 12:00'],
    ]);
    expect(values[5]).toEqual(['Ученик', 'Урок 1 · 03.09.2026 · Дроби', '', '', 'Урок 2', '', '', 'Оплата и долг', '', '']);
    expect(values[6].slice(1, 4)).toEqual(['Посещение', 'Работа на уроке', 'Домашняя работа']);
    expect(values[7]).toEqual(['Иванов Пётр', '+', '', '5', '', '', '', '1, 2', '—', '0 ₽']);
    expect(values[8]).toEqual(['Смирнова Анна', '', '', '', '', '4', '', '1', '2', '6 400 ₽']);
    expect(values[9].slice(-1)).toEqual(['Тариф не назначен']);
    expect(values.slice(-3)).toEqual([['Учеников', '3'], ['Должников', '2'], ['Долг группы', '6 400 ₽']]);
    expect(blockRange(values)).toBe(`A1:J${values.length}`);
  });

  it('the teacher tab starts with the cycle, the lesson headers and the names, which the rules read back', () => {
    const template = teacherTabTemplate(2, 4, ['Иванов Пётр']);
    const tab = readTeacherTab(template);
    expect(tab.cycle).toBe(2);
    expect(tab.lessonNumbers).toEqual([1, 2, 3, 4]);
    expect(tab.students.map((student) => student.name)).toEqual(['Иванов Пётр']);
  });
});
