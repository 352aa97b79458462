import { formatKopecks } from '../../resources/money/kopecks';
import type { BotReader } from '../../resources/bot-messages';
import { isPresent } from '../../resources/grades';
import type { BotPerson, GradeLine, ScheduleLine, StudentDebt, StudentNextPrice } from '../services/bot-family';
import type { BotTexts } from '../services/bot-messages';
import { RECENT_LESSONS } from '../services/bot-family';

// The bot's answers to a registered person, built from the texts of bot_messages and the data: pure functions, so
// that what a parent reads is unit-tested.

// Telegram refuses a message over 4096 characters
export const TELEGRAM_TEXT_MAX = 4096;
export const fitTelegram = (text: string) => (text.length <= TELEGRAM_TEXT_MAX ? text : `${text.slice(0, TELEGRAM_TEXT_MAX - 1)}…`);

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
const GRADE_LABELS: Record<string, string> = { attendance: 'посещение', classwork: 'на уроке', homework: 'ДЗ' };
const GRADE_ORDER = ['attendance', 'classwork', 'homework'];

// 'Пн 17:00–18:30 — Математика 7 (Кабинет 1)'
export const scheduleLine = (line: Pick<ScheduleLine, 'dayOfWeek' | 'startTime' | 'endTime' | 'className' | 'cabinetName'>) =>
  `${WEEKDAYS[line.dayOfWeek] ?? ''} ${line.startTime}–${line.endTime} — ${line.className} (${line.cabinetName})`;

// '12.11 — Математика 7, урок 3: посещение +, на уроке 5, ДЗ 4'
export const gradeLine = (lesson: { lessonDate: string; className: string; lessonNumber: number; marks: { gradeType: string; value: string }[] }) => {
  const [, month, day] = lesson.lessonDate.split('-');
  const marks = [...lesson.marks]
    .sort((left, right) => GRADE_ORDER.indexOf(left.gradeType) - GRADE_ORDER.indexOf(right.gradeType))
    .map((mark) => `${GRADE_LABELS[mark.gradeType] ?? mark.gradeType} ${mark.value}`)
    .join(', ');
  return `${day}.${month} — ${lesson.className}, урок ${lesson.lessonNumber}: ${marks}`;
};

export const scheduleReply = (texts: BotTexts, reader: BotReader, person: BotPerson, lines: readonly ScheduleLine[]) => {
  const own = lines.filter((line) => line.studentId === person.id);
  if (own.length === 0) return texts.say('SCHEDULE_EMPTY', reader, { name: person.name });
  return fitTelegram(texts.say('SCHEDULE', reader, { name: person.name, lines: own.map(scheduleLine).join('\n') }));
};

// The last RECENT_LESSONS lessons of the student that have a mark, newest first (lines come newest first).
export const gradesReply = (texts: BotTexts, reader: BotReader, person: BotPerson, lines: readonly GradeLine[]) => {
  const byLesson = new Map<number, { lessonDate: string; className: string; lessonNumber: number; marks: { gradeType: string; value: string }[] }>();
  for (const line of lines) {
    if (line.studentId !== person.id) continue;
    let lesson = byLesson.get(line.lessonId);
    if (!lesson) {
      if (byLesson.size === RECENT_LESSONS) continue;
      lesson = { lessonDate: line.lessonDate, className: line.className, lessonNumber: line.lessonNumber, marks: [] };
      byLesson.set(line.lessonId, lesson);
    }
    lesson.marks.push({ gradeType: line.gradeType, value: line.value });
  }
  const attendance = attendanceReply(texts, reader, person, lines);
  if (byLesson.size === 0) return `${texts.say('GRADES_EMPTY', reader, { name: person.name })}\n\n${attendance}`;
  return fitTelegram(`${texts.say('GRADES', reader, { name: person.name, lines: [...byLesson.values()].map(gradeLine).join('\n') })}\n\n${attendance}`);
};

// The attendance marks of the student's recent lessons (the last RECENT_DAYS days): present ('+…', docs/money.md §4)
// of those marked. A lesson without a mark is not counted: the teacher has not marked it yet.
export const attendanceReply = (texts: BotTexts, reader: BotReader, person: BotPerson, lines: readonly GradeLine[]) => {
  const marks = lines.filter((line) => line.studentId === person.id && line.gradeType === 'attendance');
  if (marks.length === 0) return texts.say('ATTENDANCE_EMPTY', reader, { name: person.name });
  const present = marks.filter((mark) => isPresent(mark.value)).length;
  return texts.say('ATTENDANCE', reader, { name: person.name, present, total: marks.length, missed: marks.length - present });
};

// '12 800 ₽', and one line per group: 'Математика 7 — Циклы 2, 3: 2 × 6 400 ₽ = 12 800 ₽'
export const debtReply = (texts: BotTexts, person: BotPerson, debt: StudentDebt) => {
  if (debt.lines.length === 0) return texts.say('NO_DEBT', 'PARENT', { name: person.name });
  return fitTelegram(
    texts.say('DEBT', 'PARENT', {
      name: person.name,
      amount: formatKopecks(debt.kopecks),
      lines: debt.lines.map((line) => `${line.className} — ${line.text}`).join('\n'),
    }),
  );
};

// 'Математика 7 — 4 800 ₽' and under it the tariff's words, the last cycle's attendance and the credit's arithmetic.
export const nextPriceReply = (texts: BotTexts, person: BotPerson, price: StudentNextPrice) => {
  const priced = price.groups.filter((group) => group.kopecks !== null);
  if (priced.length === 0) return texts.say('NEXT_PRICE_EMPTY', 'PARENT', { name: person.name });
  const lines = price.groups.map((group) =>
    [
      `${group.className} — ${group.kopecks === null ? group.tariff : formatKopecks(group.kopecks)}`,
      ...(group.kopecks === null ? [] : [group.tariff]),
      ...(group.previousCycle ? [group.previousCycle] : []),
      ...(group.arithmetic ? [group.arithmetic] : []),
    ].join('\n'),
  );
  return fitTelegram(texts.say('NEXT_PRICE', 'PARENT', { name: person.name, amount: formatKopecks(price.kopecks), lines: lines.join('\n\n') }));
};
