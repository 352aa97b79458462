import { describe, expect, it } from 'vitest';
import { chatOptions, chosenChatIds, type GroupChat } from './groupChatOptions';

const chat = (id: number, schoolClassId: number | null, kind: 'students' | 'parents' | 'none', schoolClassName = `Группа ${schoolClassId}`): GroupChat => ({
  id,
  chatName: `Чат ${id}`,
  schoolClassId,
  schoolClassName: schoolClassId == null ? null : schoolClassName,
  isGroupChatForStudents: kind === 'students',
  isGroupChatForParents: kind === 'parents',
});

const chats = [chat(1, 10, 'students', 'Физика 8'), chat(2, 10, 'parents', 'Физика 8'), chat(3, 11, 'parents', 'Алгебра 7'), chat(4, null, 'none')];

describe('chatOptions', () => {
  it('offers the three wholes, then one entry per group, then the loose chats', () => {
    expect(chatOptions(chats).map((option) => [option.value, option.label, option.chatIds])).toEqual([
      ['all', 'Все чаты', [1, 2, 3, 4]],
      ['students', 'Все чаты учеников', [1]],
      ['parents', 'Все чаты родителей', [2, 3]],
      ['class:11', 'Группа «Алгебра 7»: ученики и родители', [3]],
      ['class:10', 'Группа «Физика 8»: ученики и родители', [1, 2]],
      ['chat:4', 'Чат 4', [4]],
    ]);
  });

  it('still offers the wholes with no chats registered', () => {
    expect(chatOptions([]).map((option) => option.chatIds)).toEqual([[], [], []]);
  });
});

describe('chosenChatIds', () => {
  const options = chatOptions(chats);
  it('merges the chosen entries without repeats', () => {
    expect(chosenChatIds(['class:10', 'parents'], options)).toEqual([1, 2, 3]);
    expect(chosenChatIds(['chat:4', 'students'], options)).toEqual([1, 4]);
  });
  it('ignores a value that is no longer offered', () => {
    expect(chosenChatIds(['class:99'], options)).toEqual([]);
  });
});
