import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

const refineSources = ['core', 'antd', 'kbar', 'react-router'].map((name) => join(process.cwd(), 'node_modules/@refinedev', name, 'src'));

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(test|spec)\./.test(entry) ? [path] : [];
  });

// Every literal key Refine's packages pass to translate(), read from their sources so that an upgrade that
// adds one fails here instead of showing English.
const literalKeys = () => {
  const keys = new Set<string>();
  const pattern = /["'`]((?:buttons|notifications|pages|actions|autoSave|documentTitle)\.[A-Za-z0-9.]+|warnWhenUnsavedChanges)["'`]/g;
  for (const file of refineSources.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) keys.add(match[1]);
  }
  return [...keys].sort();
};

// Keys Refine builds at run time: `buttons.${action}` of its navigation, actionable and breadcrumb buttons.
const builtKeys = ['create', 'edit', 'show', 'list', 'clone', 'save', 'export', 'import', 'refresh', 'delete'].map(
  (action) => `buttons.${action}`,
);

describe('i18nProvider', () => {
  const keys = [...literalKeys(), ...builtKeys];

  it('finds Refine keys in the sources', () => {
    expect(keys.length).toBeGreaterThan(60);
  });

  it.each(keys)('translates %s into Russian', (key) => {
    const text = translate(key, { resource: 'Город', statusCode: 400, seconds: 5, processed: 1, total: 2, action: 'list' }, 'ENGLISH');
    expect(text).not.toBe(key);
    expect(text).not.toBe('ENGLISH');
    expect(text).toMatch(/[А-Яа-яЁё]/);
    expect(text).not.toMatch(/\{\{/);
  });

  it('fills values into a message', () => {
    expect(translate('notifications.createSuccess', { resource: 'Город' })).toBe('Запись «Город» создана');
    expect(translate('notifications.editError', { resource: 'Город', statusCode: 400 })).toBe(
      'Ошибка при изменении записи «Город» (код ответа: 400)',
    );
  });

  it('names resources from their declarations', () => {
    expect(translate('student-cities.student-cities')).toBe('Города');
    expect(translate('student-cities.titles.list')).toBe('Города');
    expect(translate('student-cities.titles.create')).toBe('Создание: Город');
    expect(translate('student-cities.fields.studentCityName')).toBe('Название');
    expect(translate('documentTitle.client-statuses.list')).toBe('Статусы клиентов | Учебный центр');
  });

  it('has the spec wording of the 404 page', () => {
    expect(translate('pages.error.404')).toBe('Ошибка 404! Такой страница не существует');
    expect(translate('pages.error.backHome')).toBe('На главную');
  });

  it('falls back to the default message, given either way, for a key it does not know', () => {
    expect(translate('custom.key', 'Запасной текст')).toBe('Запасной текст');
    expect(translate('custom.key', {}, 'Запасной текст')).toBe('Запасной текст');
    expect(translate('custom.key')).toBe('custom.key');
  });
});
