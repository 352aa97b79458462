import type { DataProvider } from '@refinedev/core';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRefine } from '../../components/editable-grid/renderWithRefine';
import { useRecipientNames } from './useRecipientNames';

// The names a mailing's 'Копировать' puts on the clipboard, read through the data provider: the detail says which
// lists it has, and each list is read from its own path (who would get it before dispatch, the deliveries after).
const provider = (detail: Record<string, unknown>, lists: Record<string, unknown[]>) => {
  const asked: string[] = [];
  const dataProvider = {
    getApiUrl: () => '/api',
    getOne: async ({ id, meta }: { id: unknown; meta?: { declaration?: { api: { one?: string } } } }) => {
      asked.push(String(meta?.declaration?.api.one).replace(':id', String(id)));
      return { data: detail };
    },
    getList: async ({ meta }: { meta?: { declaration?: { api: { list: string } } } }) => {
      const path = String(meta?.declaration?.api.list);
      asked.push(path);
      return { data: lists[path] ?? [], total: (lists[path] ?? []).length };
    },
  } as unknown as DataProvider;
  return { dataProvider, asked };
};

function Names({ id }: { id?: number }) {
  const { text, loading } = useRecipientNames(id);
  return <pre data-testid="names">{loading ? 'loading' : (text ?? 'none')}</pre>;
}

describe('useRecipientNames', () => {
  afterEach(cleanup);

  it('heads each list of a mailing not yet sent and names who would get it', async () => {
    const { dataProvider, asked } = provider(
      { id: 7, sendToStudents: true, sendToParents: true, sendToStaff: false, sendToGroupChat: false, dispatched: false },
      {
        'announcements-controller/7/students': [{ id: 1, name: 'Иванов Иван' }, { id: 2, name: 'Петрова Анна' }],
        'announcements-controller/7/parents': [{ id: 3, name: 'Иванова Мария' }],
      },
    );
    const view = renderWithRefine(<Names id={7} />, { dataProvider });
    await expect.poll(() => view.getByTestId('names').textContent).toBe('Ученики:\nИванов Иван\nПетрова Анна\n\nРодители:\nИванова Мария');
    expect(asked).not.toContain('announcements-controller/7/staff');
  });

  it('names the delivered rows of a mailing that went out', async () => {
    const { dataProvider } = provider(
      { id: 8, sendToStudents: false, sendToParents: false, sendToStaff: true, sendToGroupChat: false, dispatched: true },
      { 'announcements-controller/deliveries/8/staff': [{ id: 5, personName: 'Смирнова Ольга' }] },
    );
    const view = renderWithRefine(<Names id={8} />, { dataProvider });
    await expect.poll(() => view.getByTestId('names').textContent).toBe('Сотрудники:\nСмирнова Ольга');
  });

  it('reads nothing while no mailing is being copied', async () => {
    const { dataProvider, asked } = provider({}, {});
    const view = renderWithRefine(<Names />, { dataProvider });
    expect(view.getByTestId('names').textContent).toBe('none');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
