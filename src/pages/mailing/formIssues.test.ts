import { describe, expect, it } from 'vitest';
import { groupChatMailingSchema, staffMailingSchema } from '../../../resources/operations/mailing-form';
import { fieldIssues, formFieldErrors, groupChatFormIssues, studentsFormIssues } from './formIssues';

describe('fieldIssues', () => {
  it('gives the §5 messages of an empty students form under the form fields', () => {
    const issues = studentsFormIssues({ messageText: '', schoolClassIds: [], sendToStudents: false, sendToParents: false, sendDateTime: undefined as never });
    expect(issues).toEqual({
      messageText: ['Текст уведомления обязателен'],
      schoolClassIds: ['Выберите хотя бы одну группу'],
      sendDateTime: ['Выберите дату и время отправки'],
      recipientKinds: ['Выберите хотя бы одного получателя'],
    });
  });

  it('asks for a staff member and a readable date', () => {
    expect(fieldIssues(staffMailingSchema, { messageText: '<b>Привет</b>', staffIds: [], sendDateTime: 'завтра' })).toEqual({
      staffIds: ['Выберите хотя бы одного сотрудника'],
      sendDateTime: ['Неверный формат даты'],
    });
  });

  it('lets a group-chat mailing go without text only with files', () => {
    const base = { messageText: '', groupChatIds: [3], sendDateTime: new Date().toISOString() };
    expect(fieldIssues(groupChatMailingSchema, { ...base, filesCount: 0 })).toEqual({ messageText: ['Добавьте текст сообщения или прикрепите файлы'] });
    expect(fieldIssues(groupChatMailingSchema, { ...base, filesCount: 1 })).toEqual({});
    expect(fieldIssues(groupChatMailingSchema, { ...base, filesCount: 11 })).toEqual({ filesCount: ['Максимальное количество файлов - 10'] });
  });

  it('names every problem of an empty group-chat form at once, the files checked in the browser', () => {
    expect(groupChatFormIssues({ messageText: '', groupChatIds: [], sendDateTime: undefined as never }, [])).toEqual({
      messageText: ['Добавьте текст сообщения или прикрепите файлы'],
      groupChatIds: ['Выберите хотя бы один чат'],
      sendDateTime: ['Выберите дату и время отправки'],
    });
    const files = [
      { type: 'image/png', size: 1000 },
      { type: 'application/pdf', size: 10 },
      { type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 },
      { type: 'video/mp4', size: 50 * 1024 * 1024 },
    ];
    expect(groupChatFormIssues({ messageText: '', groupChatIds: [1], sendDateTime: new Date().toISOString() }, files)).toEqual({
      files: ['Поддерживаются только изображения (JPEG, PNG, GIF) и видео MP4', 'Превышен допустимый размер файла'],
    });
    const eleven = Array.from({ length: 11 }, () => ({ type: 'image/gif', size: 10 }));
    expect(groupChatFormIssues({ messageText: 'x', groupChatIds: [1], sendDateTime: new Date().toISOString() }, eleven)).toEqual({
      files: ['Максимальное количество файлов - 10'],
    });
  });

  it('clears the fields that pass', () => {
    expect(formFieldErrors({ staffIds: ['Выберите хотя бы одного сотрудника'] }, ['messageText', 'staffIds'])).toEqual([
      { name: 'messageText', errors: [] },
      { name: 'staffIds', errors: ['Выберите хотя бы одного сотрудника'] },
    ]);
  });
});
