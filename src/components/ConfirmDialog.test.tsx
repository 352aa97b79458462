import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

const reasons = {
  label: 'Причина архивации',
  options: [
    { value: 1, label: 'Переезд' },
    { value: 2, label: 'Окончил обучение' },
  ],
};

describe('ConfirmDialog', { timeout: 20_000 }, () => {
  it('confirms and cancels with Russian labels', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Удалить запись?" text="Это действие нельзя отменить." onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Это действие нельзя отменить.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('keeps confirm disabled until a reason is chosen, then hands it over', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog open title="Архивировать ученика" confirmText="Архивировать" choice={reasons} onConfirm={onConfirm} onCancel={() => {}} />,
    );
    const confirm = screen.getByRole('button', { name: 'Архивировать' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Причина архивации' }));
    fireEvent.click(await screen.findByText('Переезд'));
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(1);
  });
});
