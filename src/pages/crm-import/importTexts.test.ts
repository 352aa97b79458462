import { describe, expect, it } from 'vitest';
import { confirmSkipped, confirmTitle, countsLine, matchLink, matchText, progressText, resultMessage } from './importTexts';

describe('the words of the import screen', () => {
  it('count applications, students and rows in Russian', () => {
    expect(confirmTitle('applications', 1)).toBe('Будет записано в CRM: 1 заявка');
    expect(confirmTitle('applications', 3)).toBe('Будет записано в CRM: 3 заявки');
    expect(confirmTitle('students', 11)).toBe('Будет записано в CRM: 11 учеников');
    expect(progressText('students', 2)).toBe('Идёт импорт… Записываем: 2 ученика.');
    expect(countsLine({ total: 21, valid: 20, withErrors: 1, duplicates: 0 })).toEqual(['Всего: 21 строка', 'без ошибок: 20', 'с ошибками: 1', 'дубликатов: 0']);
    expect(confirmSkipped(0)).toBe('');
    expect(confirmSkipped(2)).toBe('Пропускается 2 дубликата.');
  });

  it('say what an import did', () => {
    expect(resultMessage('applications', { created: 5, skipped: 0 })).toBe('Импорт завершён: добавлено — 5 заявок');
    expect(resultMessage('students', { created: 1, skipped: 2 })).toBe('Импорт завершён: добавлено — 1 ученик, пропущено дубликатов — 2');
  });

  it('name what a duplicate matches, with a link to it', () => {
    const base = { name: 'Иванов Иван', phone: '+79161234567', parentName: null, parentPhone: null, archived: false };
    expect(matchText({ ...base, id: 12, kind: 'student' })).toBe('Ученик №12: Иванов Иван, +7-916-123-45-67');
    expect(matchText({ ...base, id: 5, kind: 'client', phone: null, parentPhone: '+79160000000', archived: true })).toBe('Заявка №5: Иванов Иван, +7-916-000-00-00 (архив)');
    expect(matchText({ ...base, id: 3, kind: 'row', phone: '123' })).toBe('Строка 3: Иванов Иван, 123');
    expect(matchLink({ ...base, id: 12, kind: 'student' })).toBe('/students/12');
    expect(matchLink({ ...base, id: 5, kind: 'client' })).toBe('/clients/5');
    expect(matchLink({ ...base, id: 3, kind: 'row' })).toBeUndefined();
  });
});
