// Issue 23 item 1, 'Риск ухода': the warning signs of one enrolment (a student in a group, at the group's current
// cycle), each with its points and its sentence; the sum gives the level. docs/operations.md "Риск ухода" has the
// thresholds with worked examples (each a test in rule.test.ts).

// the last marked lessons looked at, and how many of them missed make a sign
export const RECENT_LESSONS = 4;
export const MISSED_FOR_SIGN = 2;
// the marks compared: the mean of the last MARKS_WINDOW against the mean of the MARKS_WINDOW before them
export const MARKS_WINDOW = 3;
export const MARKS_DROP = 1; // a fall of at least one point
// a brother or sister who left the centre within this many days
export const SIBLING_DAYS = 90;
export const COMMENT_QUOTE = 120; // characters of a debt comment quoted

export const POINTS = {
  missedSome: 2, // 2 of the last 4
  missedMost: 3, // 3 or 4 of the last 4
  unpaid: 3,
  debtComment: 2,
  marksFalling: 1,
  siblingLeft: 2,
} as const;

export const LEVELS = [
  { name: 'Высокий', from: 5 },
  { name: 'Средний', from: 3 },
  { name: 'Низкий', from: 1 },
] as const;
export type RiskLevel = (typeof LEVELS)[number]['name'];
// the level a task for the administrator is made for
export const TASK_LEVEL: RiskLevel = 'Высокий';

export type ChurnInput = {
  // attendance of the last marked lessons, newest first: true = present ('+…'), false = missed ('-')
  recentAttendance: readonly boolean[];
  // the group's current cycle, when it follows a cycle the student studied: its lessons passed and whether it is paid
  nextCycle?: { lessonsPassed: number; paid: boolean };
  // administrators' comments on the enrolment's unpaid cycles, newest first
  debtComments: readonly string[];
  // the numeric classwork and homework marks of the enrolment, oldest first
  marks: readonly number[];
  // brothers and sisters (the same parent) who left the centre: their name and the day they left (YYYY-MM-DD)
  siblingsLeft: readonly { name: string; leftOn: string }[];
};

export type ChurnReason = { points: number; text: string };
export type ChurnRisk = { score: number; level: RiskLevel; reasons: ChurnReason[] };

const oneDecimal = (value: number) => value.toFixed(1).replace('.', ',');
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const russianDate = (day: string) => day.split('-').reverse().join('.');
const quoted = (text: string) => {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.length > COMMENT_QUOTE ? `${clean.slice(0, COMMENT_QUOTE - 1)}…` : clean;
};

const missedReason = (attendance: readonly boolean[]): ChurnReason | undefined => {
  const recent = attendance.slice(0, RECENT_LESSONS);
  const missed = recent.filter((present) => !present).length;
  if (missed < MISSED_FOR_SIGN) return undefined;
  return { points: missed > MISSED_FOR_SIGN ? POINTS.missedMost : POINTS.missedSome, text: `Пропустил ${missed} из последних ${recent.length} занятий` };
};

const unpaidReason = (next: ChurnInput['nextCycle']): ChurnReason | undefined =>
  next && !next.paid && next.lessonsPassed >= 1 ? { points: POINTS.unpaid, text: 'Следующий цикл не оплачен после первого занятия' } : undefined;

const commentReason = (comments: readonly string[]): ChurnReason | undefined =>
  comments.length === 0 ? undefined : { points: POINTS.debtComment, text: `Есть комментарий о долге: «${quoted(comments[0])}»` };

const marksReason = (marks: readonly number[]): ChurnReason | undefined => {
  if (marks.length < 2 * MARKS_WINDOW) return undefined;
  const last = mean(marks.slice(-MARKS_WINDOW));
  const before = mean(marks.slice(-2 * MARKS_WINDOW, -MARKS_WINDOW));
  // compared as shown, to one decimal, so the sentence never shows a fall smaller than the rule's
  if (Number(before.toFixed(1)) - Number(last.toFixed(1)) < MARKS_DROP) return undefined;
  return { points: POINTS.marksFalling, text: `Оценки снижаются: в среднем ${oneDecimal(before)} → ${oneDecimal(last)} за последние ${MARKS_WINDOW} оценки` };
};

const siblingReason = (siblings: ChurnInput['siblingsLeft']): ChurnReason | undefined =>
  siblings.length === 0
    ? undefined
    : { points: POINTS.siblingLeft, text: `Брат или сестра ушли из центра: ${siblings.map((sibling) => `${sibling.name} (${russianDate(sibling.leftOn)})`).join(', ')}` };

export const levelOf = (score: number): RiskLevel | undefined => LEVELS.find((level) => score >= level.from)?.name;

// undefined when the enrolment shows no sign at all
export const churnRisk = (input: ChurnInput): ChurnRisk | undefined => {
  const reasons = [missedReason(input.recentAttendance), unpaidReason(input.nextCycle), commentReason(input.debtComments), marksReason(input.marks), siblingReason(input.siblingsLeft)].filter(
    (reason): reason is ChurnReason => reason !== undefined,
  );
  const score = reasons.reduce((sum, reason) => sum + reason.points, 0);
  const level = levelOf(score);
  return level ? { score, level, reasons } : undefined;
};

// A mark as the gradebook holds it ('5', '4+', '3-', ' 4 '): its leading digit 1–5; anything else is no mark.
export const markValue = (value: string | null | undefined): number | undefined => {
  const match = /^\s*([1-5])(?![0-9])/.exec(value ?? '');
  return match ? Number(match[1]) : undefined;
};

// The task for the administrator: its title and its text with the reasons, one a line.
export const churnTaskTitle = (studentName: string) => `Риск ухода: ${studentName}`;
export const churnTaskText = (row: { studentName: string; className: string; cycle: number; level: RiskLevel; reasons: readonly string[] }) =>
  [`Ученик ${row.studentName}, группа «${row.className}», цикл ${row.cycle}. Риск ухода: ${row.level.toLowerCase()}.`, 'Почему:', ...row.reasons.map((reason) => `— ${reason}`), 'Свяжитесь с родителями.'].join('\n');
