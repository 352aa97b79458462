// Telegram's flood limits, kept by the sender before it calls (issue 11; core.telegram.org/bots/faq "broadcasting"):
// no more than 30 messages a second overall, 1 a second to one chat, 20 a minute to one group chat. A pure
// sliding-window book: the caller passes the time, asks when a send may go, and records it at that moment. Sends are
// reserved in order (a send never goes before one recorded earlier), so reservations in the future stay correct.
// A 429 pauses everything until its retry_after, because Telegram's limit belongs to the bot, not to one chat.

export type FloodWindow = { count: number; windowMs: number };
export type FloodLimits = { overall: FloodWindow; perChat: FloodWindow; perGroupChat: FloodWindow };

export const telegramFloodLimits: FloodLimits = {
  overall: { count: 30, windowMs: 1000 },
  perChat: { count: 1, windowMs: 1000 },
  perGroupChat: { count: 20, windowMs: 60_000 },
};

// One call to the Bot API: a media group of n items counts as n messages (capped at a window's own count, so that a
// group of ten still fits the one-a-second rule of a chat).
export type FloodSend = { chatId: string; isGroupChat: boolean; messages: number };

export type FloodLimiter = {
  readyAt: (send: FloodSend, now: number) => number;
  record: (send: FloodSend, at: number) => void;
  // readyAt and record at once: the moment this send may go, booked
  reserve: (send: FloodSend, now: number) => number;
  pause: (until: number) => void;
  pausedUntil: () => number;
};

// The earliest moment ≥ now at which `cost` more entries fit into a window that holds `times` (ascending).
const windowReadyAt = (times: number[], { count, windowMs }: FloodWindow, cost: number, now: number) => {
  const needed = Math.min(Math.max(cost, 1), count);
  const live = times.filter((time) => time > now - windowMs);
  const excess = live.length + needed - count;
  if (excess <= 0) return now;
  return Math.max(now, live[excess - 1] + windowMs);
};

const prune = (times: number[], windowMs: number, now: number) => {
  while (times.length > 0 && times[0] <= now - windowMs) times.shift();
};

export const createFloodLimiter = (limits: FloodLimits = telegramFloodLimits): FloodLimiter => {
  const overall: number[] = [];
  const chats = new Map<string, number[]>();
  const groups = new Map<string, number[]>();
  let paused = 0;

  const windowsOf = (send: FloodSend) => {
    const windows: { times: number[]; limit: FloodWindow }[] = [{ times: overall, limit: limits.overall }];
    windows.push({ times: chats.get(send.chatId) ?? [], limit: limits.perChat });
    if (send.isGroupChat) windows.push({ times: groups.get(send.chatId) ?? [], limit: limits.perGroupChat });
    return windows;
  };

  const readyAt = (send: FloodSend, now: number) => {
    let at = Math.max(now, paused);
    for (const { times, limit } of windowsOf(send)) {
      // in order: never before a send already booked
      if (times.length > 0) at = Math.max(at, times[times.length - 1]);
      at = Math.max(at, windowReadyAt(times, limit, send.messages, at));
    }
    return at;
  };

  const book = (map: Map<string, number[]>, chatId: string, entries: number, at: number) => {
    const times = map.get(chatId) ?? [];
    for (let index = 0; index < entries; index += 1) times.push(at);
    map.set(chatId, times);
  };

  const forget = (map: Map<string, number[]>, windowMs: number, now: number) => {
    for (const [chatId, times] of map) {
      prune(times, windowMs, now);
      if (times.length === 0) map.delete(chatId);
    }
  };

  const record = (send: FloodSend, at: number) => {
    prune(overall, limits.overall.windowMs, at);
    forget(chats, limits.perChat.windowMs, at);
    forget(groups, limits.perGroupChat.windowMs, at);
    const messages = Math.max(send.messages, 1);
    for (let index = 0; index < messages; index += 1) overall.push(at);
    book(chats, send.chatId, Math.min(messages, limits.perChat.count), at);
    if (send.isGroupChat) book(groups, send.chatId, Math.min(messages, limits.perGroupChat.count), at);
  };

  return {
    readyAt,
    record,
    reserve: (send, now) => {
      const at = readyAt(send, now);
      record(send, at);
      return at;
    },
    pause: (until) => {
      paused = Math.max(paused, until);
    },
    pausedUntil: () => paused,
  };
};
