import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChipList } from './ChipList';

afterEach(cleanup);

const chips = (count: number) => Array.from({ length: count }, (_, index) => ({ key: index, label: `Предмет ${index + 1}` }));

describe('ChipList', () => {
  it.each([
    [2, ['Предмет 1', 'Предмет 2']],
    [3, ['Предмет 1', 'Предмет 2', 'Предмет 3']],
    [5, ['Предмет 1', 'Предмет 2', 'Предмет 3', '+2']],
  ])('shows %d chips as %j', (count, shown) => {
    render(<ChipList chips={chips(count)} />);
    for (const text of shown) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('Предмет 4')).toBeNull();
  });
});
