import { describe, expect, it } from 'vitest';
import { attendanceDiff } from './attendance-diff';

const links = [
  { attendanceTypeId: 1, attendanceLinkId: 10 },
  { attendanceTypeId: 2, attendanceLinkId: 11 },
];

describe('attendanceDiff', () => {
  it.each([
    { name: 'no change', wanted: [1, 2], toAdd: [], toRemove: [] },
    { name: 'one added', wanted: [1, 2, 3], toAdd: [3], toRemove: [] },
    { name: 'one dropped', wanted: [2], toAdd: [], toRemove: [10] },
    { name: 'swap', wanted: [3], toAdd: [3], toRemove: [10, 11] },
    { name: 'all dropped', wanted: [], toAdd: [], toRemove: [10, 11] },
    { name: 'duplicates in the new set count once', wanted: [3, 3, 1], toAdd: [3], toRemove: [11] },
  ])('$name', ({ wanted, toAdd, toRemove }) => {
    expect(attendanceDiff(links, wanted)).toEqual({ toAdd, toRemove });
  });

  it('adds everything when nothing is linked yet', () => {
    expect(attendanceDiff([], [1, 2])).toEqual({ toAdd: [1, 2], toRemove: [] });
  });
});
