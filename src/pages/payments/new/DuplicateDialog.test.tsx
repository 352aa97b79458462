import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DuplicateDialog } from './DuplicateDialog';

afterEach(() => {
  cleanup();
});

const details = [
  { paymentId: 884, paymentDate: '2026-10-28', classId: 11, className: 'Математика 9А', subjectId: 1, subjectName: 'Математика', classCycle: 1, amount: '9600.00' },
];

// real time: antd's modal runs on animation frames that fake timers hold back
describe('DuplicateDialog', { timeout: 30_000 }, () => {
  it('lists the paid lines and wakes its confirm button after a visible 5-second countdown', async () => {
    const onConfirm = vi.fn();
    const started = Date.now();
    render(<DuplicateDialog details={details} onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(await screen.findByText('Математика 9А')).toBeTruthy();
    expect(screen.getByText('№ 884')).toBeTruthy();
    expect(screen.getByText('28.10.2026')).toBeTruthy();
    const confirm = () => screen.getByRole('button', { name: /Подтвердить/ });
    expect(confirm().textContent).toBe('Подтвердить (5)');
    expect(confirm()).toHaveProperty('disabled', true);
    await waitFor(() => expect(confirm().textContent).toBe('Подтвердить (3)'), { timeout: 4000 });
    expect(confirm()).toHaveProperty('disabled', true);
    await waitFor(() => expect(confirm()).toHaveProperty('disabled', false), { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(confirm().textContent).toBe('Подтвердить');
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
