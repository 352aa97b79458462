// money.md §9: in payment lines 'занятия' for 4 and 'занятий' otherwise, word for word as the spec states it
// (docs/money.md §8 says where this differs from Russian grammar and why it stays).
export const lessonCountWord = (count: number): 'занятия' | 'занятий' => (count === 4 ? 'занятия' : 'занятий');

// '4 занятия', '8 занятий'
export const lessonCountText = (count: number): string => `${count} ${lessonCountWord(count)}`;
