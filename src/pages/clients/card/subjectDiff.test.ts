import { describe, expect, it } from 'vitest';
import { subjectDiff } from './subjectDiff';

const linked = [
  { clientSchoolSubjectId: 11, clientId: 3, subjectId: 1, subjectName: 'Математика' },
  { clientSchoolSubjectId: 12, clientId: 3, subjectId: 2, subjectName: 'Физика' },
];

describe('subjectDiff', () => {
  it.each([
    [[1, 2], { toAdd: [], toRemove: [] }],
    [[1, 2, 5], { toAdd: [5], toRemove: [] }],
    [[2], { toAdd: [], toRemove: [11] }],
    [[5, 5], { toAdd: [5], toRemove: [11, 12] }],
  ])('to %j: %j', (wanted, diff) => {
    expect(subjectDiff(linked, wanted)).toEqual(diff);
  });
});
