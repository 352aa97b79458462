import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDataProvider } from '../../providers/testing/fakeDataProvider';
import { renderWithRefine } from '../components/editable-grid/renderWithRefine';
import { useReport, type ReportQuery } from './useReport';

afterEach(cleanup);

function Report({ path, query }: { path: string; query?: ReportQuery }) {
  const { query: read } = useReport<{ total: number }>(path, { query });
  if (read.isError) return <p>Отчет не загружен: {read.error.message}</p>;
  return <p>Итого: {read.data?.data.total ?? '…'}</p>;
}

describe('useReport', () => {
  it('asks GET {api}/{path} with the defined keys of its query and answers the body', async () => {
    const { dataProvider, requests } = fakeDataProvider(() => ({ status: 200, data: { total: 12 } }));
    renderWithRefine(<Report path="statistics/payments" query={{ startDate: '2026-11-01', endDate: undefined, cycle: 2 }} />, { dataProvider });
    expect(await screen.findByText('Итого: 12')).toBeTruthy();
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/statistics/payments?&cycle=2&startDate=2026-11-01']);
  });

  it('leaves a failure to the screen: no toast', async () => {
    const { dataProvider } = fakeDataProvider(() => ({ status: 400, data: { message: 'Неверный период' } }));
    renderWithRefine(<Report path="statistics/payments" />, { dataProvider });
    expect(await screen.findByText('Отчет не загружен: Неверный период')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500)); // a toast would be on screen by now
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});
