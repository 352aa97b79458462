import { and, asc, eq } from 'drizzle-orm';
import {
  announcementGroupChats,
  announcements,
  announcementSchoolClasses,
  announcementStaff,
  announcementTemplates,
  groupChats,
  schoolClasses,
  staff,
  telegramOutbox,
} from '../db/schema/index';
import type { OutboxState } from '../db/schema/mailing';
import type { Tx } from '../db/types';
import { recipientsOf, type Recipient } from '../services/announcement-dispatch';

const DAY = 24 * 60 * 60 * 1000;
const BLOCKED = 'Forbidden: bot was blocked by the user';

const templates = [
  { name: 'Перенос занятия', text: 'Уважаемые родители! Занятие группы <b>переносится</b>. Новое время сообщим дополнительно.' },
  { name: 'Напоминание об оплате', text: 'Напоминаем, что оплата следующего цикла занятий — до <b>5 числа</b>.\nСпасибо!' },
  { name: 'Каникулы (старый)', text: 'Во время каникул занятий нет.', isArchived: true },
];

type Mailing = {
  text: string;
  daysFromNow: number;
  audience: { classIds?: number[]; students?: boolean; parents?: boolean; staffIds?: number[]; chatIds?: number[] };
  // the state of each recipient's row once dispatched (index in the recipients' order); undefined: not dispatched
  states?: (recipient: Recipient, index: number) => { state: OutboxState; error?: string };
  deleted?: boolean;
};

const hasTelegram = (recipient: Recipient) => !!recipient.telegramId;

// Demo mailings (docs/api-operations.md "Mailing"): three templates (one archived), a students' chat and a parents'
// chat for three groups, past mailings whose rows end in every final state (the table shows each status), a
// deleted one with cancelled rows, and one due tomorrow.
export const seedMailing = async (tx: Tx) => {
  await tx.insert(announcementTemplates).values(templates);
  const groups = await tx.select({ id: schoolClasses.id, name: schoolClasses.name }).from(schoolClasses).where(eq(schoolClasses.isArchived, false)).orderBy(asc(schoolClasses.id)).limit(3);
  if (groups.length < 3) return;
  const chats = await tx
    .insert(groupChats)
    .values(
      groups.flatMap((group, index) => [
        { telegramChatId: `-100${1_700_000_000 + index * 2}`, chatName: `${group.name} — ученики`, schoolClassId: group.id, isGroupChatForStudents: true },
        { telegramChatId: `-100${1_700_000_001 + index * 2}`, chatName: `${group.name} — родители`, schoolClassId: group.id, isGroupChatForParents: true },
      ]),
    )
    .returning({ id: groupChats.id });
  const staffIds = (await tx.select({ id: staff.id }).from(staff).where(and(eq(staff.archived, false))).orderBy(asc(staff.id)).limit(2)).map((row) => row.id);
  const now = Date.now();
  const mailings: Mailing[] = [
    {
      text: 'Добрый день! В пятницу занятия проходят по обычному расписанию.',
      daysFromNow: -12,
      audience: { chatIds: chats.map((chat) => chat.id) },
      states: () => ({ state: 'SENT' }),
    },
    {
      text: 'Уважаемые родители! Напоминаем о родительском собрании в <b>субботу в 12:00</b>.',
      daysFromNow: -7,
      audience: { classIds: [groups[0].id, groups[1].id], parents: true },
      states: (recipient, index) => (index === 0 ? { state: 'FAILED', error: BLOCKED } : hasTelegram(recipient) ? { state: 'SENT' } : { state: 'FAILED', error: 'Нет Telegram' }),
    },
    {
      text: 'Коллеги, планёрка переносится на <i>четверг</i>.',
      daysFromNow: -3,
      audience: { staffIds },
      states: () => ({ state: 'FAILED', error: BLOCKED }),
    },
    {
      text: 'Домашнее задание выложено в группе.',
      daysFromNow: -1,
      audience: { classIds: [groups[2].id], students: true },
      states: (_recipient, index) => (index === 0 ? { state: 'SENT' } : { state: 'CANCELLED' }),
      deleted: true,
    },
    {
      text: 'Завтра занятия начинаются на 30 минут позже. Хорошего дня!',
      daysFromNow: 1,
      audience: { chatIds: [chats[0].id, chats[1].id] },
    },
  ];
  for (const mailing of mailings) {
    const sendDateTime = new Date(now + mailing.daysFromNow * DAY);
    const { audience } = mailing;
    const [{ id }] = await tx
      .insert(announcements)
      .values({
        messageText: mailing.text,
        sendDateTime,
        sendToStudents: !!audience.students,
        sendToParents: !!audience.parents,
        sendToStaff: !!audience.staffIds,
        sendToGroupChat: !!audience.chatIds,
        dispatchedAt: mailing.states ? sendDateTime : null,
        deletedAt: mailing.deleted ? sendDateTime : null,
        createdBy: 'admin',
      })
      .returning({ id: announcements.id });
    if (audience.classIds) await tx.insert(announcementSchoolClasses).values(audience.classIds.map((schoolClassId) => ({ announcementId: id, schoolClassId })));
    if (audience.staffIds?.length) await tx.insert(announcementStaff).values(audience.staffIds.map((staffId) => ({ announcementId: id, staffId })));
    if (audience.chatIds) await tx.insert(announcementGroupChats).values(audience.chatIds.map((groupChatId) => ({ announcementId: id, groupChatId })));
    if (!mailing.states) continue;
    const recipients = await recipientsOf(tx, {
      id,
      sendToStudents: !!audience.students,
      sendToParents: !!audience.parents,
      sendToStaff: !!audience.staffIds,
      sendToGroupChat: !!audience.chatIds,
    });
    if (recipients.length === 0) continue;
    await tx.insert(telegramOutbox).values(
      recipients.map((recipient, index) => {
        const { state, error } = mailing.states!(recipient, index);
        const isChat = recipient.kind === 'GROUP_CHAT';
        return {
          announcementId: id,
          recipientKind: recipient.kind,
          personId: isChat ? null : recipient.id,
          groupChatId: isChat ? recipient.id : null,
          personName: recipient.name,
          chatId: recipient.telegramId,
          state,
          attempts: state === 'CANCELLED' ? 0 : 1,
          nextAttemptAt: sendDateTime,
          lastError: error ?? null,
          sentAt: state === 'SENT' ? new Date(sendDateTime.getTime() + 2000) : null,
          createdAt: sendDateTime,
        };
      }),
    );
  }
};
