import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../resources/define';
import { columnQuery, type ColumnOverride, type PaginationMode, type QueryColumns } from './columnQuery';

const field = (kind: FieldDeclaration['kind']) => ({ key: 'col', field: { kind, label: kind, rule: z.any() } });
const choice = { choice: { field: 'cityId', target: 'student-cities' } };

describe('columnQuery', () => {
  it.each<[string, FieldDeclaration['kind'], ColumnOverride | undefined, PaginationMode, QueryColumns, object]>([
    ['text by kind in the browser', 'text', undefined, 'client', 'kind', { sortField: 'col', filter: { text: 'col' } }],
    ['date by kind in the browser', 'date', undefined, 'client', 'kind', { sortField: 'col', filter: { text: 'col' } }],
    ['date by kind on the server: no text filter', 'date', undefined, 'server', 'kind', { sortField: 'col', filter: undefined }],
    ['reference by kind: nothing', 'reference', undefined, 'server', 'kind', { sortField: undefined, filter: undefined }],
    ['declared only: nothing without an override', 'text', undefined, 'server', 'declared', { sortField: undefined, filter: undefined }],
    ['declared: the API names', 'reference', { sort: 'cityName', filter: choice }, 'server', 'declared', { sortField: 'cityName', filter: choice }],
    ['override switches off', 'text', { sort: false, filter: false }, 'client', 'kind', { sortField: undefined, filter: undefined }],
  ])('%s', (_case, kind, override, mode, queryColumns, expected) => {
    expect(columnQuery(field(kind), override, { mode, queryColumns })).toEqual(expected);
  });
});
