import { describe, expect, it } from 'vitest';
import { clientParentLinkSchema, type ParentOption } from '../../../../resources/parents';
import { isCurrentParent, parentLinkBody } from './parentLink';

const studentParent: ParentOption = { sequentialId: 1, parentId: 7, clientParentId: null, clientParentName: 'Ольга Павлова', clientParentPhoneNumber: null };
const clientParent: ParentOption = { sequentialId: 2, parentId: null, clientParentId: 9, clientParentName: 'Ирина Орлова', clientParentPhoneNumber: null };

describe('parentLinkBody (core.md §4)', () => {
  it.each([
    [studentParent, { clientId: 3, parentId: 7, clientParentId: null }],
    [clientParent, { clientId: 3, parentId: null, clientParentId: 9 }],
  ])('sends exactly one id, the other null: %j', (chosen, body) => {
    expect(parentLinkBody(3, chosen)).toEqual(body);
    expect(clientParentLinkSchema.safeParse(parentLinkBody(3, chosen)).success).toBe(true);
  });
});

describe('isCurrentParent', () => {
  it('matches by the kind of parent the entry is', () => {
    expect(isCurrentParent(studentParent, { parentId: 7, clientParentId: null })).toBe(true);
    expect(isCurrentParent(clientParent, { parentId: null, clientParentId: 9 })).toBe(true);
    expect(isCurrentParent(clientParent, { parentId: 9, clientParentId: null })).toBe(false);
  });
});
