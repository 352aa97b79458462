import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { columnsInView, rowsInView, useRowsInViewFirst } from './rowsInViewFirst';

afterEach(cleanup);

describe('rowsInView', () => {
  it('counts the shortest rows of each size that fit below the app header and the table header', () => {
    // (768 − 64 − 47) / 47 = 13.98; (768 − 64 − 39) / 39 = 17.05
    expect(rowsInView(768, 'middle')).toBe(14);
    expect(rowsInView(768, 'small')).toBe(18);
    expect(rowsInView(1440, 'middle')).toBe(29);
  });

  it('is at least one row on a tiny viewport', () => {
    expect(rowsInView(50, 'middle')).toBe(1);
  });
});

describe('columnsInView', () => {
  const widthOf = (width: number) => width;

  it('takes columns from the left until they reach past the screen’s right edge', () => {
    expect(columnsInView([400, 400, 400, 400, 400], widthOf, 1366)).toEqual([400, 400, 400, 400]);
    expect(columnsInView([683, 683, 100], widthOf, 1366)).toEqual([683, 683]);
  });

  it('takes them all when they are narrower than the screen', () => {
    expect(columnsInView([100, 200], widthOf, 1366)).toEqual([100, 200]);
    expect(columnsInView([], widthOf, 1366)).toEqual([]);
  });
});

type Commit = { rows: number; first: boolean };

function Rows({ rows, loading, commits }: { rows: number[]; loading: boolean; commits: Commit[] }) {
  const shown = useRowsInViewFirst(rows, loading, 'middle');
  useLayoutEffect(() => {
    commits.push({ rows: shown.rows.length, first: shown.first });
  });
  return <output aria-label="строки">{shown.rows.join(',')}</output>;
}

const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('useRowsInViewFirst', () => {
  it('commits the rows in view of the first answer, then all of them', () => {
    const commits: Commit[] = [];
    const { rerender } = render(<Rows rows={[]} loading commits={commits} />);
    expect(commits).toEqual([{ rows: 0, first: true }]);
    rerender(<Rows rows={page(1, 40)} loading={false} commits={commits} />);
    // jsdom's window is 768 px high: 14 rows of the middle size
    expect(commits.slice(1)).toEqual([
      { rows: 14, first: true },
      { rows: 40, first: false },
    ]);
    expect(screen.getByLabelText('строки').textContent).toBe(page(1, 40).join(','));
  });

  it('renders every later answer whole, with its decorations', () => {
    const commits: Commit[] = [];
    const { rerender } = render(<Rows rows={page(1, 40)} loading={false} commits={commits} />);
    expect(commits).toEqual([
      { rows: 14, first: true },
      { rows: 40, first: false },
    ]);
    rerender(<Rows rows={page(41, 40)} loading commits={commits} />);
    rerender(<Rows rows={[]} loading={false} commits={commits} />);
    rerender(<Rows rows={page(81, 40)} loading={false} commits={commits} />);
    expect(commits.slice(2)).toEqual([
      { rows: 40, first: false },
      { rows: 0, first: false },
      { rows: 40, first: false },
    ]);
  });

  it('treats an empty first answer as answered: decorated once it is committed', () => {
    const commits: Commit[] = [];
    const { rerender } = render(<Rows rows={[]} loading commits={commits} />);
    rerender(<Rows rows={[]} loading={false} commits={commits} />);
    expect(commits.at(-1)).toEqual({ rows: 0, first: false });
    rerender(<Rows rows={page(1, 40)} loading={false} commits={commits} />);
    expect(commits.at(-1)).toEqual({ rows: 40, first: false });
    expect(commits.filter((commit) => commit.rows === 14)).toEqual([]);
  });
});
