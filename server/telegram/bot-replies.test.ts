import { describe, expect, it } from 'vitest';
import { formatKopecks } from '../../resources/money/kopecks';
import { botTextsFrom } from '../services/bot-messages';
import { parseCommand } from './bot';
import { attendanceReply, debtReply, fitTelegram, gradesReply, nextPriceReply, scheduleLine, scheduleReply, TELEGRAM_TEXT_MAX } from './bot-replies';

const texts = botTextsFrom([
  { messageType: 'SCHEDULE', messageTypeForUser: 'ALL', messageBody: 'Расписание {name}:\n{lines}' },
  { messageType: 'GRADES', messageTypeForUser: 'PARENT', messageBody: 'Оценки {name} (для родителя):\n{lines}' },
]);
const anna = { id: 1, name: 'Анна Петрова' };

describe('the texts the bot says', () => {
  it("takes the reader's own text, else the one for everyone, else the default", () => {
    expect(texts.say('GRADES', 'PARENT', { name: 'А', lines: 'x' })).toBe('Оценки А (для родителя):\nx');
    expect(texts.say('SCHEDULE', 'STUDENT', { name: 'А', lines: 'x' })).toBe('Расписание А:\nx');
    // no row for students: the default GRADES text for everyone
    expect(texts.say('GRADES', 'STUDENT', { name: 'А', lines: 'x' })).toBe('Последние оценки: А\nx');
    expect(texts.say('REGISTRATION_SUCCESS', 'PARENT', { name: 'Б' })).toMatch(/^Б, вы подключены к боту учебного центра\. .*детей\.$/);
  });
});

describe('the replies', () => {
  it('lists a schedule by day with times, group and cabinet', () => {
    expect(scheduleLine({ dayOfWeek: 0, startTime: '17:00', endTime: '18:30', className: 'Математика 7', cabinetName: 'Кабинет 1' })).toBe(
      'Пн 17:00–18:30 — Математика 7 (Кабинет 1)',
    );
    const lines = [
      { studentId: 1, dayOfWeek: 2, startTime: '10:00', endTime: '11:30', className: 'Физика', cabinetName: 'Зал' },
      { studentId: 2, dayOfWeek: 3, startTime: '12:00', endTime: '13:00', className: 'Химия', cabinetName: 'Зал' },
    ];
    expect(scheduleReply(texts, 'PARENT', anna, lines)).toBe('Расписание Анна Петрова:\nСр 10:00–11:30 — Физика (Зал)');
    expect(scheduleReply(texts, 'PARENT', { id: 3, name: 'Вера' }, lines)).toBe('Вера: в расписании пока нет занятий.');
  });

  it('shows the last five lessons with marks, newest first, each mark by kind', () => {
    const lines = [6, 5, 4, 3, 2, 1].flatMap((lesson) => [
      { studentId: 1, lessonId: lesson, lessonDate: `2026-11-0${lesson}`, lessonNumber: lesson, className: 'Физика', gradeType: 'homework', value: '4' },
      { studentId: 1, lessonId: lesson, lessonDate: `2026-11-0${lesson}`, lessonNumber: lesson, className: 'Физика', gradeType: 'attendance', value: '+' },
    ]);
    const reply = gradesReply(texts, 'STUDENT', anna, lines).split('\n');
    expect(reply[0]).toBe('Последние оценки: Анна Петрова');
    expect(reply.slice(1, 6)).toEqual([6, 5, 4, 3, 2].map((lesson) => `0${lesson}.11 — Физика, урок ${lesson}: посещение +, ДЗ 4`));
    // and under them the attendance of the recent lessons
    expect(reply.slice(6)).toEqual(['', 'Посещения за последние занятия: 6 из 6, пропущено 0.']);
    expect(gradesReply(texts, 'STUDENT', anna, [])).toBe(
      'Анна Петрова: оценок за последние занятия пока нет.\n\nОтметок о посещении за последние занятия пока нет.',
    );
  });

  it('says the debt with its sum and a line per group, or that there is none', () => {
    const reply = debtReply(texts, anna, {
      kopecks: 1_280_000,
      lines: [{ className: 'Физика', text: 'Циклы 2, 3: 2 × 6 400 ₽ = 12 800 ₽' }],
    });
    expect(reply).toBe(`Анна Петрова: задолженность ${formatKopecks(1_280_000)}.\nФизика — Циклы 2, 3: 2 × 6 400 ₽ = 12 800 ₽`);
    expect(debtReply(texts, anna, { kopecks: 0, lines: [] })).toBe('Анна Петрова: задолженности нет.');
  });

  it("counts present ('+…') of the marked lessons; a '-' is a miss, another student's marks are not counted", () => {
    const mark = (studentId: number, lessonId: number, value: string) => ({
      studentId, lessonId, lessonDate: '2026-11-02', lessonNumber: lessonId, className: 'Физика', gradeType: 'attendance', value,
    });
    const lines = [mark(1, 1, '+'), mark(1, 2, '+(опоздание)'), mark(1, 3, '-'), mark(2, 4, '+'), { ...mark(1, 5, '5'), gradeType: 'homework' }];
    expect(attendanceReply(texts, 'PARENT', anna, lines)).toBe('Посещения за последние занятия: 2 из 3, пропущено 1.');
  });

  it("says the next cycle's price with each group's tariff, last cycle's attendance and the credit", () => {
    const reply = nextPriceReply(texts, anna, {
      kopecks: 1_000_000,
      groups: [
        {
          className: 'Математика 7',
          kopecks: 480_000,
          tariff: 'Тариф «Стандарт»: цена за первый предмет 6 400 ₽',
          previousCycle: 'Прошлый цикл: посещено 6 из 8 занятий, пропущено 2',
          arithmetic: '6 400 ₽ − 2 × 800 ₽ = 4 800 ₽',
        },
        { className: 'Физика', kopecks: 520_000, tariff: 'Тариф «Стандарт»: цена за второй предмет 5 800 ₽, цена со скидкой 5 200 ₽ ниже → 5 200 ₽', previousCycle: null, arithmetic: null },
        { className: 'Шахматы', kopecks: null, tariff: 'Тариф не назначен', previousCycle: null, arithmetic: null },
      ],
    });
    expect(reply.split('\n')).toEqual([
      `Анна Петрова: следующий цикл — ${formatKopecks(1_000_000)}.`,
      `Математика 7 — ${formatKopecks(480_000)}`,
      'Тариф «Стандарт»: цена за первый предмет 6 400 ₽',
      'Прошлый цикл: посещено 6 из 8 занятий, пропущено 2',
      '6 400 ₽ − 2 × 800 ₽ = 4 800 ₽',
      '',
      `Физика — ${formatKopecks(520_000)}`,
      'Тариф «Стандарт»: цена за второй предмет 5 800 ₽, цена со скидкой 5 200 ₽ ниже → 5 200 ₽',
      '',
      'Шахматы — Тариф не назначен',
    ]);
    expect(nextPriceReply(texts, anna, { kopecks: 0, groups: [{ className: 'Шахматы', kopecks: null, tariff: 'Тариф не назначен', previousCycle: null, arithmetic: null }] })).toBe(
      'Анна Петрова: сейчас нет занятий в группах с тарифом, цену следующего цикла посчитать нельзя.',
    );
  });

  it('cuts what Telegram would refuse', () => {
    expect(fitTelegram('я'.repeat(5000))).toHaveLength(TELEGRAM_TEXT_MAX);
    expect(fitTelegram('коротко')).toBe('коротко');
  });
});

describe('commands', () => {
  it.each([
    ['/start', { command: 'start', payload: '' }],
    ['/start ABCD234EFG', { command: 'start', payload: 'ABCD234EFG' }],
    ['/grades@centre_bot', { command: 'grades', payload: '' }],
    ['/DEBT', { command: 'debt', payload: '' }],
    ['/price', { command: 'price', payload: '' }],
    ['/help', undefined],
    ['расписание', undefined],
  ])('reads %j', (text, expected) => {
    expect(parseCommand(text)).toEqual(expected);
  });
});
