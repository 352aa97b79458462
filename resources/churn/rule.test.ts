import { describe, expect, it } from 'vitest';
import { churnRisk, churnTaskText, markValue, type ChurnInput } from './rule';

const calm: ChurnInput = { recentAttendance: [true, true, true, true], debtComments: [], marks: [], siblingsLeft: [] };
const reasonsOf = (input: Partial<ChurnInput>) => churnRisk({ ...calm, ...input });

// docs/operations.md "Риск ухода", the worked examples, in order
describe('churn risk: the worked examples', () => {
  it('1. two of the last four missed and the next cycle unpaid after its first lesson: high (2 + 3 = 5)', () => {
    expect(reasonsOf({ recentAttendance: [false, true, false, true, false], nextCycle: { lessonsPassed: 1, paid: false } })).toEqual({
      score: 5,
      level: 'Высокий',
      reasons: [
        { points: 2, text: 'Пропустил 2 из последних 4 занятий' },
        { points: 3, text: 'Следующий цикл не оплачен после первого занятия' },
      ],
    });
  });

  it('2. only the next cycle unpaid: medium (3)', () => {
    expect(reasonsOf({ nextCycle: { lessonsPassed: 2, paid: false } })).toMatchObject({ score: 3, level: 'Средний' });
  });

  it('3. marks falling from 4,7 to 3,3: low (1)', () => {
    expect(reasonsOf({ marks: [5, 5, 4, 4, 3, 3] })).toEqual({
      score: 1,
      level: 'Низкий',
      reasons: [{ points: 1, text: 'Оценки снижаются: в среднем 4,7 → 3,3 за последние 3 оценки' }],
    });
  });

  it('4. three of the last four missed and a sister who left: high (3 + 2 = 5)', () => {
    expect(reasonsOf({ recentAttendance: [false, false, true, false], siblingsLeft: [{ name: 'Иванова Мария', leftOn: '2026-10-12' }] })).toEqual({
      score: 5,
      level: 'Высокий',
      reasons: [
        { points: 3, text: 'Пропустил 3 из последних 4 занятий' },
        { points: 2, text: 'Брат или сестра ушли из центра: Иванова Мария (12.10.2026)' },
      ],
    });
  });

  it('5. the next cycle unpaid with a debt comment: high (3 + 2 = 5), the newest comment quoted', () => {
    expect(reasonsOf({ nextCycle: { lessonsPassed: 1, paid: false }, debtComments: ['  Мама обещала  оплатить в пятницу ', 'старый'] })?.reasons.map((reason) => reason.text)).toEqual([
      'Следующий цикл не оплачен после первого занятия',
      'Есть комментарий о долге: «Мама обещала оплатить в пятницу»',
    ]);
  });

  it('6. one of the last four missed, the next cycle paid, marks steady: no risk, no row', () => {
    expect(reasonsOf({ recentAttendance: [true, false, true, true], nextCycle: { lessonsPassed: 3, paid: true }, marks: [5, 4, 5, 4, 5, 4] })).toBeUndefined();
  });
});

describe('churn risk: the edges of each sign', () => {
  it('counts only the last four marked lessons, and says how many there were when fewer', () => {
    expect(reasonsOf({ recentAttendance: [true, true, true, true, false, false] })).toBeUndefined();
    expect(reasonsOf({ recentAttendance: [false, false] })?.reasons[0].text).toBe('Пропустил 2 из последних 2 занятий');
    expect(reasonsOf({ recentAttendance: [false, false, false, false] })?.reasons[0].points).toBe(3);
  });

  it('an unpaid next cycle is a sign only once its first lesson has passed', () => {
    expect(reasonsOf({ nextCycle: { lessonsPassed: 0, paid: false } })).toBeUndefined();
    expect(reasonsOf({ nextCycle: { lessonsPassed: 4, paid: true } })).toBeUndefined();
  });

  it('marks: six needed, and a fall under one point (as shown, to one decimal) is no sign', () => {
    expect(reasonsOf({ marks: [5, 5, 5, 3, 3] })).toBeUndefined();
    expect(reasonsOf({ marks: [5, 4, 5, 4, 4, 4] })).toBeUndefined(); // 4,7 → 4,0
    expect(reasonsOf({ marks: [3, 3, 3, 5, 5, 5, 4, 4, 4] })?.reasons[0].text).toBe('Оценки снижаются: в среднем 5,0 → 4,0 за последние 3 оценки');
  });

  it('a long debt comment is cut to 120 characters', () => {
    const text = reasonsOf({ debtComments: ['а'.repeat(300)] })!.reasons[0].text;
    expect(text).toBe(`Есть комментарий о долге: «${'а'.repeat(119)}…»`);
  });

  it('two siblings who left are both named', () => {
    expect(
      reasonsOf({ siblingsLeft: [{ name: 'Петров Олег', leftOn: '2026-09-01' }, { name: 'Петрова Анна', leftOn: '2026-10-02' }] })?.reasons[0].text,
    ).toBe('Брат или сестра ушли из центра: Петров Олег (01.09.2026), Петрова Анна (02.10.2026)');
  });
});

describe('marks and the task text', () => {
  it.each([
    ['5', 5],
    ['4+', 4],
    [' 3- ', 3],
    ['10', undefined],
    ['н', undefined],
    ['', undefined],
    [null, undefined],
  ])('mark %j reads as %j', (value, expected) => expect(markValue(value)).toBe(expected));

  it('the task names the student, group and cycle, the level, and each reason on a line', () => {
    expect(churnTaskText({ studentName: 'Орлов Илья', className: 'Математика 7', cycle: 3, level: 'Высокий', reasons: ['Пропустил 2 из последних 4 занятий', 'Следующий цикл не оплачен после первого занятия'] })).toBe(
      'Ученик Орлов Илья, группа «Математика 7», цикл 3. Риск ухода: высокий.\nПочему:\n— Пропустил 2 из последних 4 занятий\n— Следующий цикл не оплачен после первого занятия\nСвяжитесь с родителями.',
    );
  });
});
