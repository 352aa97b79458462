import { formatKopecks } from '../money/kopecks';
import { countRu } from '../plural';

// Issue 23 part 3 (docs/operations.md "Daily integrity digest"): what the day's checks found, turned into the
// digest's lines, each with its Russian text and the screen where it is fixed. The checks (server/services/
// integrity-checks.ts) give counts and at most ITEMS_PER_LINE named items; this file only words them.

export const ITEMS_PER_LINE = 5;
export const NO_PROBLEMS = 'Проблем не найдено';

export type CheckKey =
  | 'ledger'
  | 'cashDay'
  | 'paymentsWithoutLines'
  | 'studentsWithoutParentContact'
  | 'groupsWithoutSchedule'
  | 'groupsWithoutTeacher'
  | 'studentsUnpaidCycles'
  | 'sheetSyncErrors';

export type DigestItem = { label: string; link: string };
// more: how many of the count the items do not name (the page says 'и еще N'); 0 where the items are no sample
export type DigestLine = { key: CheckKey | 'none'; text: string; link: string | null; count: number; items: DigestItem[]; more: number };
export type DigestDelivery = { staffId: number; name: string; outcome: 'queued' | 'no-telegram' };

type Named = { id: number; name: string };
type Counted<Item> = { count: number; items: Item[] };

export type CashDayFinding =
  | { date: string; state: 'none' | 'closed' }
  | { date: string; state: 'open' }
  // closed, and the counted end differs from the calculated end at the close
  | { date: string; state: 'difference'; differenceKopecks: number }
  // closed without a difference, but the day's payments or expenses were changed after the close
  | { date: string; state: 'changedAfterClose'; differenceKopecks: number };

export type SheetErrorKind = 'NO_UPDATE' | 'STUDENT_NOT_FOUND' | 'WRONG_CYCLE';

export type IntegrityFindings = {
  ledgerDifferences: string[];
  cashDay: CashDayFinding;
  paymentsWithoutLines: Counted<{ paymentId: number; paymentDate: string; studentId: number; studentName: string }>;
  studentsWithoutParentContact: Counted<Named>;
  groupsWithoutSchedule: Counted<Named>;
  groupsWithoutTeacher: Counted<Named & { teacherName: string }>;
  studentsUnpaidCycles: Counted<Named & { cycles: number }>;
  sheetSyncErrors: Record<SheetErrorKind, number>;
};

export const russianDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
};

export const links = {
  debtors: '/payments/debtors',
  cashDay: (date: string) => `/payments/box-office?date=${date}`,
  payments: '/payments/history',
  students: '/students/table',
  student: (id: number) => `/students/${id}`,
  schedule: '/service/class-schedule',
  groups: '/teacher-sheets',
  group: (id: number) => `/school-class/${id}`,
  errorTables: '/service/error-tables',
  errorTable: (tab: string) => `/service/error-tables?tab=${tab}`,
} as const;

const rouble = (kopecks: number) => formatKopecks(Math.abs(kopecks));
const signed = (kopecks: number) => `${kopecks > 0 ? 'излишек' : 'недостача'} ${rouble(kopecks)}`;

const ledgerLine = (differences: string[]): DigestLine[] =>
  differences.length === 0
    ? []
    : [
        {
          key: 'ledger',
          text: `Сверка долгов (ledger:check): ${countRu(differences.length, ['расхождение', 'расхождения', 'расхождений'])} хранимого состояния с историей`,
          link: links.debtors,
          count: differences.length,
          items: differences.slice(0, ITEMS_PER_LINE).map((label) => ({ label, link: links.debtors })),
          more: Math.max(differences.length - ITEMS_PER_LINE, 0),
        },
      ];

const cashDayLine = (finding: CashDayFinding): DigestLine[] => {
  const day = russianDate(finding.date);
  const line = (text: string): DigestLine[] => [{ key: 'cashDay', text, link: links.cashDay(finding.date), count: 1, items: [], more: 0 }];
  switch (finding.state) {
    case 'open':
      return line(`Кассовый день ${day} не закрыт`);
    case 'difference':
      return line(`Кассовый день ${day} закрыт с расхождением: ${signed(finding.differenceKopecks)}`);
    case 'changedAfterClose':
      return line(`Кассовый день ${day}: после закрытия изменены платежи или расходы, расчетный остаток разошелся с подсчитанным на ${rouble(finding.differenceKopecks)}`);
    default:
      return [];
  }
};

const listLine = <Item>(
  key: CheckKey,
  found: Counted<Item>,
  text: (count: number) => string,
  link: string,
  item: (value: Item) => DigestItem,
): DigestLine[] => {
  if (found.count === 0) return [];
  const items = found.items.slice(0, ITEMS_PER_LINE).map(item);
  return [{ key, text: text(found.count), link, count: found.count, items, more: Math.max(found.count - items.length, 0) }];
};

const studentItem = (student: Named): DigestItem => ({ label: student.name, link: links.student(student.id) });
const groupItem = (group: Named): DigestItem => ({ label: group.name, link: links.group(group.id) });

const sheetTabs: { kind: SheetErrorKind; tab: string; label: string }[] = [
  { kind: 'NO_UPDATE', tab: 'no-update-table', label: 'нет обновлений' },
  { kind: 'STUDENT_NOT_FOUND', tab: 'student-not-found-table', label: 'ученик не найден' },
  { kind: 'WRONG_CYCLE', tab: 'wrong-cycle-table', label: 'неверный цикл' },
];

const sheetLine = (errors: Record<SheetErrorKind, number>): DigestLine[] => {
  const count = sheetTabs.reduce((sum, tab) => sum + errors[tab.kind], 0);
  if (count === 0) return [];
  const items = sheetTabs.filter((tab) => errors[tab.kind] > 0).map((tab) => ({ label: `${tab.label}: ${errors[tab.kind]}`, link: links.errorTable(tab.tab) }));
  return [{ key: 'sheetSyncErrors', text: `Ошибки сверки гугл-таблиц: ${count}`, link: links.errorTables, count, items, more: 0 }];
};

// The day's lines in a fixed order, or the one line saying the day is clean.
export const digestLines = (found: IntegrityFindings): DigestLine[] => {
  const lines = [
    ...ledgerLine(found.ledgerDifferences),
    ...cashDayLine(found.cashDay),
    ...listLine(
      'paymentsWithoutLines',
      found.paymentsWithoutLines,
      (count) => `${countRu(count, ['платеж', 'платежа', 'платежей'])} без строк`,
      links.payments,
      (payment) => ({ label: `№ ${payment.paymentId} от ${russianDate(payment.paymentDate)}, ${payment.studentName}`, link: links.student(payment.studentId) }),
    ),
    ...listLine(
      'studentsWithoutParentContact',
      found.studentsWithoutParentContact,
      (count) => `${countRu(count, ['ученик', 'ученика', 'учеников'])} без контакта родителя`,
      links.students,
      studentItem,
    ),
    ...listLine('groupsWithoutSchedule', found.groupsWithoutSchedule, (count) => `${countRu(count, ['группа', 'группы', 'групп'])} без расписания`, links.schedule, groupItem),
    ...listLine(
      'groupsWithoutTeacher',
      found.groupsWithoutTeacher,
      (count) => `${countRu(count, ['группа', 'группы', 'групп'])} без преподавателя`,
      links.groups,
      (group) => ({ label: `${group.name} (${group.teacherName} в архиве)`, link: links.group(group.id) }),
    ),
    ...listLine(
      'studentsUnpaidCycles',
      found.studentsUnpaidCycles,
      (count) => `${countRu(count, ['ученик', 'ученика', 'учеников'])} с двумя и более неоплаченными циклами`,
      links.debtors,
      (student) => ({ label: `${student.name}: ${countRu(student.cycles, ['цикл', 'цикла', 'циклов'])}`, link: links.student(student.id) }),
    ),
    ...sheetLine(found.sheetSyncErrors),
  ];
  return lines.length > 0 ? lines : [{ key: 'none', text: NO_PROBLEMS, link: null, count: 0, items: [], more: 0 }];
};

// Today's lines checked now, with the ledger line of the last stored digest in place of a ledger check of their own:
// the only check that reads the whole history runs once a day (09:00), the others on every read.
export const withStoredLedgerLine = (live: DigestLine[], stored: DigestLine[]): DigestLine[] => {
  const ledger = stored.filter((line) => line.key === 'ledger');
  const others = live.filter((line) => line.key !== 'ledger');
  if (ledger.length === 0) return others;
  return [...ledger, ...others.filter((line) => line.key !== 'none')];
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The owner's Telegram message (HTML): the date, each line with its link on the product's address, and the page.
export const digestMessage = (date: string, lines: DigestLine[], publicUrl: string) => {
  const href = (path: string) => escapeHtml(`${publicUrl}${path}`);
  const body = lines.map((line) => (line.link ? `• <a href="${href(line.link)}">${escapeHtml(line.text)}</a>` : `• ${escapeHtml(line.text)}`));
  return [`<b>Сводка проверок за ${russianDate(date)}</b>`, ...body, `<a href="${href(`${DIGEST_PAGE}?date=${date}`)}">Открыть сводку</a>`].join('\n');
};

export const DIGEST_PAGE = '/service/integrity';

