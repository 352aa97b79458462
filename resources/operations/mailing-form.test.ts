import { describe, expect, it } from 'vitest';
import {
  groupChatMailingSchema,
  IMAGE_MAX_BYTES,
  isBlankHtml,
  MAILING_MESSAGES as m,
  mailingFileProblem,
  staffMailingSchema,
  studentsMailingSchema,
  TEMPLATE_MESSAGES as t,
  templateCreateSchema,
  templatePatchSchema,
  VIDEO_MAX_BYTES,
  visibleText,
} from './mailing-form';

const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the students/parents form', () => {
  const valid = { messageText: '<b>Привет</b>', schoolClassIds: [1, 2, 2], sendToStudents: true, sendToParents: false, sendDateTime: soon, messageTemplate: null };

  it('accepts a full form and counts a repeated group once', () => {
    const parsed = studentsMailingSchema.parse(valid);
    expect(parsed.schoolClassIds).toEqual([1, 2]);
    expect(parsed.messageTemplate).toBeNull();
  });

  it('reads a template given as an address', () => {
    expect(studentsMailingSchema.parse({ ...valid, messageTemplate: '/api/announcement-templates/7' }).messageTemplate).toBe(7);
    expect(messages(studentsMailingSchema.safeParse({ ...valid, messageTemplate: '/api/students/7' }))).toEqual([m.templateInvalid]);
  });

  it.each([
    ['no text', { messageText: undefined }, m.textRequired],
    ['blank text', { messageText: '  ' }, m.textRequired],
    ['only empty tags', { messageText: '<p> </p><br>&nbsp;' }, m.textRequired],
    ['no group', { schoolClassIds: [] }, m.groupsRequired],
    ['groups missing', { schoolClassIds: undefined }, m.groupsRequired],
    ['a bad group id', { schoolClassIds: [0] }, m.idsInvalid],
    ['no recipient kind', { sendToStudents: false, sendToParents: false }, m.recipientsRequired],
    ['no date', { sendDateTime: undefined }, m.sendDateRequired],
    ['an empty date', { sendDateTime: '' }, m.sendDateRequired],
    ['a date without time', { sendDateTime: '2026-12-01' }, m.sendDateFormat],
    ['a date that is no day', { sendDateTime: '2026-02-31T10:00:00Z' }, m.sendDateFormat],
    ['a date of another shape', { sendDateTime: '01-12-2026 10:00' }, m.sendDateFormat],
    ['a number for a date', { sendDateTime: 5 }, m.sendDateFormat],
    ['a date two years ahead', { sendDateTime: new Date(Date.now() + 2 * 366 * 86_400_000).toISOString() }, m.sendDateTooFar],
    ['a text too long', { messageText: 'я'.repeat(4097) }, m.textTooLong],
  ])('%s: %s', (_name, change, message) => {
    expect(messages(studentsMailingSchema.safeParse({ ...valid, ...change }))).toEqual([message]);
  });

  it('a text of 4096 visible characters in tags passes', () => {
    expect(studentsMailingSchema.safeParse({ ...valid, messageText: `<b>${'я'.repeat(4096)}</b>` }).success).toBe(true);
  });

  it('says every problem of an empty form at once', () => {
    expect(messages(studentsMailingSchema.safeParse({}))).toEqual([m.textRequired, m.groupsRequired, m.sendDateRequired, m.recipientsRequired]);
  });

  it('takes a past moment with an offset (send now)', () => {
    expect(studentsMailingSchema.safeParse({ ...valid, sendDateTime: '2020-01-01T10:00:00+03:00' }).success).toBe(true);
  });
});

describe('the staff form', () => {
  const valid = { messageText: 'Собрание в 18:00', staffIds: [3], sendDateTime: soon, messageTemplate: 2 };
  it('accepts a full form', () => expect(staffMailingSchema.parse(valid).staffIds).toEqual([3]));
  it.each([
    [{ staffIds: [] }, m.staffRequired],
    [{ staffIds: undefined }, m.staffRequired],
    [{ messageText: '' }, m.textRequired],
    [{ sendDateTime: 'завтра' }, m.sendDateFormat],
  ])('%j: %s', (change, message) => expect(messages(staffMailingSchema.safeParse({ ...valid, ...change }))).toEqual([message]));
});

describe('the group-chat form', () => {
  const valid = { messageText: '', groupChatIds: [4], sendDateTime: soon, filesCount: 1 };
  it('needs no text with files', () => expect(groupChatMailingSchema.safeParse(valid).success).toBe(true));
  it('needs text or files', () => expect(messages(groupChatMailingSchema.safeParse({ ...valid, filesCount: 0 }))).toEqual([m.textOrFiles]));
  it('takes text without files', () => expect(groupChatMailingSchema.safeParse({ ...valid, messageText: 'Привет', filesCount: 0 }).success).toBe(true));
  it('at most 10 files', () => expect(messages(groupChatMailingSchema.safeParse({ ...valid, filesCount: 11 }))).toEqual([m.tooManyFiles]));
  it('needs a chat', () => expect(messages(groupChatMailingSchema.safeParse({ ...valid, groupChatIds: [] }))).toEqual([m.chatsRequired]));
});

describe('files', () => {
  it.each([
    [{ type: 'image/jpeg', size: IMAGE_MAX_BYTES }, undefined],
    [{ type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, m.fileSize],
    [{ type: 'image/gif', size: 10 }, undefined],
    [{ type: 'video/mp4', size: VIDEO_MAX_BYTES }, undefined],
    [{ type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 }, m.fileSize],
    [{ type: 'image/webp', size: 10 }, m.fileType],
    [{ type: 'application/pdf', size: 10 }, m.fileType],
    [{ type: '', size: 10 }, m.fileType],
  ])('%j → %s', (file, message) => expect(mailingFileProblem(file)).toBe(message));
});

describe('templates', () => {
  it.each([
    [{ name: '', text: 'x' }, t.nameRequired],
    [{ name: 'я'.repeat(201), text: 'x' }, t.nameTooLong],
    [{ name: 'Шаблон', text: '<p></p>' }, t.textRequired],
    [{ name: 'Шаблон' }, t.textRequired],
    [{ name: 'Шаблон', text: 'я'.repeat(4097) }, t.textTooLong],
  ])('%j: %s', (body, message) => expect(messages(templateCreateSchema.safeParse(body))).toEqual([message]));
  it('an empty patch saves nothing', () => expect(messages(templatePatchSchema.safeParse({}))).toEqual([t.nothingToSave]));
  it('a patch of the archive flag alone', () => expect(templatePatchSchema.parse({ isArchived: true })).toEqual({ isArchived: true }));
});

describe('visible text', () => {
  it.each([
    ['<b>a</b>&amp;b', 'a&b'],
    ['a<br>b', 'a\nb'],
    ['&#1071;&#x44F;', 'Яя'],
    ['&unknown;', '&unknown;'],
  ])('%s → %s', (html, text) => expect(visibleText(html)).toBe(text));
  it('blank', () => expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true));
});
