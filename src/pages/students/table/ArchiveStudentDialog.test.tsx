import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRefine } from '../../../components/editable-grid/renderWithRefine';
import { callsOf, fakeStudentApi, referenceLists, sampleStudent } from '../testing/fakeStudentApi';
import { ArchiveStudentDialog } from './ArchiveStudentDialog';

afterEach(cleanup);

const confirmButton = () => screen.getByRole('button', { name: 'Архивировать' });

describe('ArchiveStudentDialog', { timeout: 20_000 }, () => {
  it('keeps confirming disabled until an exit status is chosen, then archives with it', async () => {
    const api = fakeStudentApi({ lists: referenceLists });
    const onClose = vi.fn();
    renderWithRefine(<ArchiveStudentDialog student={sampleStudent()} onClose={onClose} />, { dataProvider: api.provider });
    expect(screen.getByText('Вы уверены, что хотите архивировать ученика "Иванов Пётр"?')).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Причина архивации' }));
    fireEvent.click(await screen.findByTitle('Закончил обучение'));
    expect(confirmButton()).toHaveProperty('disabled', false);

    fireEvent.click(confirmButton());
    await waitFor(() =>
      expect(callsOf(api.custom)).toEqual([
        { call: 'PATCH /api/students/5', payload: { isArchived: true, exitStatus: '/api/exit-statuses/2' } },
      ]),
    );
    expect(await screen.findByText('Ученик успешно архивирован')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the server refuses', async () => {
    const api = fakeStudentApi({ lists: referenceLists, customAnswer: () => ({ message: 'Запись не найдена', statusCode: 404 }) });
    renderWithRefine(<ArchiveStudentDialog student={sampleStudent()} onClose={() => {}} />, { dataProvider: api.provider });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Причина архивации' }));
    fireEvent.click(await screen.findByTitle('Переезд'));
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Ошибка при архивации студента.')).toBeTruthy();
  });
});
