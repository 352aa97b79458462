import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { DataProvider } from '@refinedev/core';
import { defineResource } from '../../resources/define';
import { EditableGrid } from './editable-grid/EditableGrid';
import { renderWithRefine } from './editable-grid/renderWithRefine';
import { ReferenceChips } from './ReferenceChips';
import { ReferenceName } from './ReferenceName';

// every read of a referenced list, counted: the grid reads each list once, not once per cell
const { readsOf } = vi.hoisted(() => ({ readsOf: new Map<string, number>() }));
vi.mock('./useReferenceOptions', async (importOriginal) => {
  const original = await importOriginal<typeof import('./useReferenceOptions')>();
  return {
    ...original,
    useReferenceOptions: (target: string | undefined, options?: { staleTime?: number }) => {
      readsOf.set(String(target), (readsOf.get(String(target)) ?? 0) + 1);
      return original.useReferenceOptions(target, options);
    },
  };
});

afterEach(() => {
  cleanup();
  readsOf.clear();
  window.localStorage.clear();
});

type Equipment = { equipmentId: number; equipmentName: string; studentCityId: number; subjects: number[] };

const equipment = defineResource<Equipment>({
  name: 'student-cities-equipment',
  subject: 'Lookup',
  label: { one: 'Оборудование', many: 'Оборудование' },
  idField: 'equipmentId',
  api: { list: 'equipment-info' },
  fields: {
    equipmentName: { kind: 'text', label: 'Название', rule: z.string() },
    studentCityId: { kind: 'reference', label: 'Город', target: 'student-cities', rule: z.number() },
    subjects: { kind: 'multiReference', label: 'Предметы', target: 'subjects', rule: z.array(z.number()) },
  },
});

const rows: Equipment[] = Array.from({ length: 25 }, (_, index) => ({
  equipmentId: index + 1,
  equipmentName: `Проектор ${index + 1}`,
  studentCityId: (index % 2) + 1,
  subjects: [1, 2],
}));

const lists: Record<string, unknown[]> = {
  'student-cities-equipment': rows,
  'student-cities': [
    { studentCityId: 1, studentCityName: 'Москва' },
    { studentCityId: 2, studentCityName: 'Одинцово' },
  ],
  subjects: [
    { subjectId: 1, subjectName: 'Математика' },
    { subjectId: 2, subjectName: 'Физика' },
  ],
};

const dataProvider = {
  getApiUrl: () => '/api',
  getList: async ({ resource }: { resource: string }) => ({ data: lists[resource] ?? [], total: lists[resource]?.length ?? 0 }),
} as unknown as DataProvider;

describe("a grid's reference cells", { timeout: 20_000 }, () => {
  it("show the referenced entries' names, the grid reading each list, not each cell", async () => {
    renderWithRefine(<EditableGrid declaration={equipment} pagination="client" pageSize={25} />, { dataProvider });
    // all 25 rows: the first render has those in view, the rest follow (src/crud/rowsInViewFirst.ts)
    await waitFor(() => expect(screen.getAllByText('Одинцово')).toHaveLength(12));
    expect(screen.getAllByText('Москва')).toHaveLength(13);
    expect(screen.getAllByText('Физика')).toHaveLength(25);
    // once per render of the grid's own reader, whatever the rows (a reader per cell made it 25 a render)
    for (const target of ['student-cities', 'subjects']) {
      expect(readsOf.get(target)).toBeGreaterThan(0);
      expect(readsOf.get(target)).toBeLessThan(rows.length);
    }
  });

  it('read their list themselves outside a grid', async () => {
    renderWithRefine(
      <>
        <ReferenceName target="student-cities" id={2} />
        <ReferenceChips target="subjects" value={[1]} />
      </>,
      { dataProvider },
    );
    expect(await screen.findByText('Одинцово')).toBeTruthy();
    expect(await screen.findByText('Математика')).toBeTruthy();
  });
});
