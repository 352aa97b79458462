import { describe, expect, it } from 'vitest';
import { createFloodLimiter, telegramFloodLimits } from './flood-limit';

const person = (chatId: string) => ({ chatId, isGroupChat: false, messages: 1 });
const group = (chatId: string, messages = 1) => ({ chatId, isGroupChat: true, messages });

describe('flood limiter', () => {
  it('lets 30 messages a second through overall, the 31st a second after the first', () => {
    const limiter = createFloodLimiter();
    const times = Array.from({ length: 31 }, (_, index) => limiter.reserve(person(`${index}`), 0));
    expect(times.slice(0, 30)).toEqual(Array(30).fill(0));
    expect(times[30]).toBe(1000);
  });

  it('keeps a sliding window: a message frees its place one second after it went', () => {
    const limiter = createFloodLimiter();
    for (let index = 0; index < 30; index += 1) limiter.record(person(`${index}`), index * 10);
    expect(limiter.readyAt(person('x'), 500)).toBe(1000);
    expect(limiter.readyAt(person('x'), 1005)).toBe(1005);
    expect(limiter.readyAt(person('x'), 1295)).toBe(1295);
  });

  it('sends to one chat at most once a second', () => {
    const limiter = createFloodLimiter();
    expect(limiter.reserve(person('7'), 0)).toBe(0);
    expect(limiter.reserve(person('7'), 10)).toBe(1000);
    expect(limiter.reserve(person('7'), 20)).toBe(2000);
    expect(limiter.reserve(person('8'), 30)).toBe(2000); // in order: never before a send already booked
  });

  it('sends to one group chat at most 20 messages a minute', () => {
    const limiter = createFloodLimiter();
    const times = Array.from({ length: 21 }, () => limiter.reserve(group('-100'), 0));
    expect(times[19]).toBe(19_000);
    expect(times[20]).toBe(60_000);
    // other chats are not held back by one busy group once the booked sends are past
    expect(limiter.readyAt(person('5'), 61_000)).toBe(61_000);
  });

  it('counts a media group as its items overall and in a group chat, as one message in the chat-a-second rule', () => {
    const limiter = createFloodLimiter();
    expect(limiter.reserve(group('-1', 10), 0)).toBe(0);
    expect(limiter.reserve(group('-1', 10), 0)).toBe(1000);
    // 20 items in the minute: the next one waits for the first group to leave the window
    expect(limiter.reserve(group('-1', 1), 1000)).toBe(60_000);
    // overall 30 a second: 10 + 10 booked, another 10 fit, then the window is full
    const other = createFloodLimiter();
    other.record(group('-2', 10), 0);
    other.record(group('-3', 10), 0);
    other.record(group('-4', 10), 0);
    expect(other.readyAt(person('9'), 0)).toBe(1000);
  });

  it('pauses every chat until a 429 ran out', () => {
    const limiter = createFloodLimiter();
    limiter.pause(5000);
    expect(limiter.pausedUntil()).toBe(5000);
    expect(limiter.readyAt(person('1'), 100)).toBe(5000);
    limiter.pause(3000); // an earlier end never shortens a pause
    expect(limiter.readyAt(group('-5'), 4000)).toBe(5000);
    expect(limiter.readyAt(person('1'), 6000)).toBe(6000);
  });

  it('has the Bot API limits', () => {
    expect(telegramFloodLimits).toEqual({
      overall: { count: 30, windowMs: 1000 },
      perChat: { count: 1, windowMs: 1000 },
      perGroupChat: { count: 20, windowMs: 60_000 },
    });
  });
});
