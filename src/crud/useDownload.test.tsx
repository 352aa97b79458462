import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from '../../providers/testing/fakeDataProvider';
import { renderWithRefine } from '../components/editable-grid/renderWithRefine';
import { useDownload } from './useDownload';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function DownloadButton({ path, fileName }: { path: string; fileName: string }) {
  const download = useDownload();
  return <button onClick={() => void download(path, fileName)}>Скачать</button>;
}

describe('useDownload', () => {
  it('reads the file through the data provider with the token and saves it under the server name', async () => {
    const blob = new Blob(['xlsx']);
    const { dataProvider, requests } = fakeDataProvider(() => ({
      status: 200,
      data: blob,
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%D0%93%D0%BE%D1%80%D0%BE%D0%B4%D0%B0.xlsx" },
    }));
    const createObjectURL = vi.fn((_file: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    renderWithRefine(<DownloadButton path="export/student-cities?fields=studentCityName" fileName="student-cities.xlsx" />, { dataProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Скачать' }));

    await waitFor(() => expect(saved).toEqual(['Города.xlsx']));
    expect(requests.map(({ method, url, authorization }) => `${method} ${url} ${authorization}`)).toEqual([
      'GET /api/export/student-cities?fields=studentCityName Bearer token',
    ]);
    expect(await (createObjectURL.mock.calls[0][0] as Blob).text()).toBe('xlsx');
  });
});
