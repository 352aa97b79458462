import { describe, expect, it } from 'vitest';
import { formatKopecks } from '../money/kopecks';
import { digestLines, digestMessage, ITEMS_PER_LINE, NO_PROBLEMS, withStoredLedgerLine, type DigestItem, type IntegrityFindings } from './digest';

const clean: IntegrityFindings = {
  ledgerDifferences: [],
  cashDay: { date: '2026-11-27', state: 'closed' },
  paymentsWithoutLines: { count: 0, items: [] },
  studentsWithoutParentContact: { count: 0, items: [] },
  groupsWithoutSchedule: { count: 0, items: [] },
  groupsWithoutTeacher: { count: 0, items: [] },
  studentsUnpaidCycles: { count: 0, items: [] },
  sheetSyncErrors: { NO_UPDATE: 0, STUDENT_NOT_FOUND: 0, WRONG_CYCLE: 0 },
};
const with_ = (change: Partial<IntegrityFindings>) => digestLines({ ...clean, ...change });
const students = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Ученик ${index + 1}` }));

describe('digestLines', () => {
  it('says an empty day has no problems', () => {
    expect(digestLines(clean)).toEqual([{ key: 'none', text: NO_PROBLEMS, link: null, count: 0, items: [], more: 0 }]);
    expect(with_({ cashDay: { date: '2026-11-27', state: 'none' } })[0].text).toBe('Проблем не найдено');
  });

  it.each([
    [{ date: '2026-11-27', state: 'open' } as const, 'Кассовый день 27.11.2026 не закрыт'],
    [{ date: '2026-11-27', state: 'difference', differenceKopecks: -50_000 } as const, `Кассовый день 27.11.2026 закрыт с расхождением: недостача ${formatKopecks(50_000)}`],
    [{ date: '2026-11-27', state: 'difference', differenceKopecks: 1_050 } as const, `Кассовый день 27.11.2026 закрыт с расхождением: излишек ${formatKopecks(1_050)}`],
    [
      { date: '2026-11-27', state: 'changedAfterClose', differenceKopecks: 200_000 } as const,
      `Кассовый день 27.11.2026: после закрытия изменены платежи или расходы, расчетный остаток разошелся с подсчитанным на ${formatKopecks(200_000)}`,
    ],
  ])('words yesterday’s cash day %o and links to that day', (cashDay, text) => {
    expect(with_({ cashDay })).toEqual([{ key: 'cashDay', text, link: '/payments/box-office?date=2026-11-27', count: 1, items: [], more: 0 }]);
  });

  it('counts the ledger differences and names the first few', () => {
    const differences = Array.from({ length: 7 }, (_, index) => `долг ${index}: хранится нет строки, по истории прошло 1`);
    const [line] = with_({ ledgerDifferences: differences });
    expect(line.text).toBe('Сверка долгов (ledger:check): 7 расхождений хранимого состояния с историей');
    expect(line.link).toBe('/payments/debtors');
    expect(line.items.map((item) => item.label)).toEqual(differences.slice(0, ITEMS_PER_LINE));
    expect(line.more).toBe(2);
  });

  it('lists at most five items a line and says how many more there are', () => {
    const [line] = with_({ studentsWithoutParentContact: { count: 23, items: students(6) } });
    expect(line.text).toBe('23 ученика без контакта родителя');
    expect(line.more).toBe(18);
    expect(line.link).toBe('/students/table');
    expect(line.items).toHaveLength(5);
    expect(line.items[0]).toEqual({ label: 'Ученик 1', link: '/students/1' });
  });

  it.each<[Partial<IntegrityFindings>, string, string, DigestItem]>([
    [{ paymentsWithoutLines: { count: 1, items: [{ paymentId: 9, paymentDate: '2026-11-02', studentId: 4, studentName: 'Иван Петров' }] } }, '1 платеж без строк', '/payments/history', { label: '№ 9 от 02.11.2026, Иван Петров', link: '/students/4' }],
    [{ groupsWithoutSchedule: { count: 2, items: [{ id: 3, name: 'Математика 5' }, { id: 4, name: 'Физика 7' }] } }, '2 группы без расписания', '/service/class-schedule', { label: 'Математика 5', link: '/school-class/3' }],
    [{ groupsWithoutTeacher: { count: 1, items: [{ id: 5, name: 'Химия 9', teacherName: 'Анна Соколова' }] } }, '1 группа без преподавателя', '/teacher-sheets', { label: 'Химия 9 (Анна Соколова в архиве)', link: '/school-class/5' }],
    [{ studentsUnpaidCycles: { count: 1, items: [{ id: 8, name: 'Олег Иванов', cycles: 3 }] } }, '1 ученик с двумя и более неоплаченными циклами', '/payments/debtors', { label: 'Олег Иванов: 3 цикла', link: '/students/8' }],
  ])('words a list check (%#)', (change, text, link, first) => {
    const [line] = with_(change);
    expect(line).toMatchObject({ text, link });
    expect(line.more).toBe(0);
    expect(line.items[0]).toEqual(first);
  });

  it('adds up the sheet errors and links each kind to its tab', () => {
    const [line] = with_({ sheetSyncErrors: { NO_UPDATE: 2, STUDENT_NOT_FOUND: 0, WRONG_CYCLE: 1 } });
    expect(line).toEqual({
      key: 'sheetSyncErrors',
      text: 'Ошибки сверки гугл-таблиц: 3',
      link: '/service/error-tables',
      count: 3,
      items: [
        { label: 'нет обновлений: 2', link: '/service/error-tables?tab=no-update-table' },
        { label: 'неверный цикл: 1', link: '/service/error-tables?tab=wrong-cycle-table' },
      ],
      more: 0, // the items are the kinds, not a sample
    });
  });

  it('keeps the checks in one order', () => {
    const lines = digestLines({
      ...clean,
      sheetSyncErrors: { NO_UPDATE: 1, STUDENT_NOT_FOUND: 0, WRONG_CYCLE: 0 },
      cashDay: { date: '2026-11-27', state: 'open' },
      ledgerDifferences: ['x'],
      groupsWithoutSchedule: { count: 1, items: [{ id: 1, name: 'А' }] },
    });
    expect(lines.map((line) => line.key)).toEqual(['ledger', 'cashDay', 'groupsWithoutSchedule', 'sheetSyncErrors']);
  });
});

describe('digestMessage', () => {
  it('writes the date, each line as a link on the product’s address, and the page', () => {
    const lines = with_({ groupsWithoutSchedule: { count: 1, items: [{ id: 3, name: 'A<b>' }] }, cashDay: { date: '2026-11-27', state: 'open' } });
    expect(digestMessage('2026-11-28', lines, 'https://crm.example')).toBe(
      [
        '<b>Сводка проверок за 28.11.2026</b>',
        '• <a href="https://crm.example/payments/box-office?date=2026-11-27">Кассовый день 27.11.2026 не закрыт</a>',
        '• <a href="https://crm.example/service/class-schedule">1 группа без расписания</a>',
        '<a href="https://crm.example/service/integrity?date=2026-11-28">Открыть сводку</a>',
      ].join('\n'),
    );
  });

  it('says an empty day in plain text', () => {
    expect(digestMessage('2026-11-28', digestLines(clean), 'http://x').split('\n')[1]).toBe('• Проблем не найдено');
  });
});

describe('withStoredLedgerLine', () => {
  const ledgerOf = (differences: string[]) => with_({ ledgerDifferences: differences });
  const openDay = with_({ cashDay: { date: '2026-11-27', state: 'open' } });

  it('puts the stored ledger line first, in place of the live one', () => {
    const stored = ledgerOf(['a', 'b']);
    expect(withStoredLedgerLine(openDay, stored).map((line) => line.key)).toEqual(['ledger', 'cashDay']);
    expect(withStoredLedgerLine(openDay, stored)[0].count).toBe(2);
  });

  it('leaves out "no problems" when the stored ledger line is a problem', () => {
    expect(withStoredLedgerLine(digestLines(clean), ledgerOf(['a'])).map((line) => line.key)).toEqual(['ledger']);
  });

  it('keeps the live lines when the stored digest had no ledger line', () => {
    expect(withStoredLedgerLine(openDay, digestLines(clean))).toEqual(openDay);
    expect(withStoredLedgerLine(digestLines(clean), digestLines(clean))).toEqual(digestLines(clean));
  });
});
