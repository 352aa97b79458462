import { describe, expect, it } from 'vitest';
import { clientParentLinkSchema, type ParentOption } from '../../../resources/parents';
import { isCurrentParent, parentLinkOf } from './parentLink';

const studentParent: ParentOption = { sequentialId: 1, parentId: 7, clientParentId: null, clientParentName: 'Ольга Павлова', clientParentPhoneNumber: null };
const clientParent: ParentOption = { sequentialId: 2, parentId: null, clientParentId: 9, clientParentName: 'Ирина Орлова', clientParentPhoneNumber: null };

describe('parentLinkOf (core.md §4)', () => {
  it.each([
    [studentParent, { clientId: 3, parentId: 7, clientParentId: null }],
    [clientParent, { clientId: 3, parentId: null, clientParentId: 9 }],
  ])('sends exactly one id, the other null: %j', (chosen, body) => {
    expect({ clientId: 3, ...parentLinkOf(chosen) }).toEqual(body);
    expect(clientParentLinkSchema.safeParse({ clientId: 3, ...parentLinkOf(chosen) }).success).toBe(true);
  });
});

describe('isCurrentParent', () => {
  it('matches by the kind of parent the entry is', () => {
    expect(isCurrentParent(studentParent, { parentId: 7, clientParentId: null })).toBe(true);
    expect(isCurrentParent(clientParent, { parentId: null, clientParentId: 9 })).toBe(true);
    expect(isCurrentParent(clientParent, { parentId: 9, clientParentId: null })).toBe(false);
    expect(isCurrentParent({ ...clientParent, clientParentId: null }, { parentId: 7, clientParentId: null })).toBe(false);
  });
});
