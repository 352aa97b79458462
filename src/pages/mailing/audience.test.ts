import { describe, expect, it } from 'vitest';
import { audienceLabels, recipientLists, recipientsPath } from './audience';

const audience = (students: boolean, parents: boolean, staff: boolean, chats: boolean) => ({
  sendToStudents: students,
  sendToParents: parents,
  sendToStaff: staff,
  sendToGroupChat: chats,
});

describe('audience', () => {
  it('names the flags set', () => {
    expect(audienceLabels(audience(true, true, false, false))).toEqual(['Ученики', 'Родители']);
    expect(audienceLabels(audience(false, false, false, true))).toEqual(['Групповые чаты']);
  });

  it('shows the chat table instead of people for a group-chat mailing', () => {
    expect(recipientLists(audience(false, false, false, true))).toEqual(['group-chats']);
    expect(recipientLists(audience(true, true, false, false))).toEqual(['students', 'parents']);
    expect(recipientLists(audience(false, false, true, false))).toEqual(['staff']);
  });

  it('reads who would get it before dispatch and the deliveries afterwards', () => {
    expect(recipientsPath(7, 'parents', false)).toBe('announcements-controller/7/parents');
    expect(recipientsPath(7, 'parents', true)).toBe('announcements-controller/deliveries/7/parents');
  });
});
