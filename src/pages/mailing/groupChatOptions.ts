import { byLabel } from '../../lib/byLabel';

// operations.md §2 "Mailing", group-chat tab: the picker offers all chats, all student chats, all parent chats,
// and one entry per group merging its students' and parents' chats; a chat tied to no group is its own entry.
export type GroupChat = {
  id: number;
  chatName: string;
  schoolClassId: number | null;
  schoolClassName: string | null;
  isGroupChatForStudents: boolean;
  isGroupChatForParents: boolean;
};

export type ChatOption = { value: string; label: string; chatIds: number[] };

export const ALL_CHATS = 'all';
export const ALL_STUDENT_CHATS = 'students';
export const ALL_PARENT_CHATS = 'parents';


export const chatOptions = (chats: readonly GroupChat[]): ChatOption[] => {
  const ids = (keep: (chat: GroupChat) => boolean) => chats.filter(keep).map((chat) => chat.id);
  const groups = new Map<number, ChatOption>();
  const loose: ChatOption[] = [];
  for (const chat of chats) {
    if (chat.schoolClassId == null) {
      loose.push({ value: `chat:${chat.id}`, label: chat.chatName, chatIds: [chat.id] });
      continue;
    }
    const entry = groups.get(chat.schoolClassId) ?? {
      value: `class:${chat.schoolClassId}`,
      label: `Группа «${chat.schoolClassName ?? chat.chatName}»: ученики и родители`,
      chatIds: [],
    };
    entry.chatIds.push(chat.id);
    groups.set(chat.schoolClassId, entry);
  }
  return [
    { value: ALL_CHATS, label: 'Все чаты', chatIds: ids(() => true) },
    { value: ALL_STUDENT_CHATS, label: 'Все чаты учеников', chatIds: ids((chat) => chat.isGroupChatForStudents) },
    { value: ALL_PARENT_CHATS, label: 'Все чаты родителей', chatIds: ids((chat) => chat.isGroupChatForParents) },
    ...[...groups.values()].sort(byLabel),
    ...loose.sort(byLabel),
  ];
};

// The chats the chosen entries stand for, each once, in ascending order.
export const chosenChatIds = (chosen: readonly string[], options: readonly ChatOption[]): number[] => {
  const ids = new Set<number>();
  for (const value of chosen) options.find((option) => option.value === value)?.chatIds.forEach((id) => ids.add(id));
  return [...ids].sort((left, right) => left - right);
};
