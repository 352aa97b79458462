// What the sender says to Telegram for one outbox row, and what it makes of Telegram's answer (issue 11). Pure, so
// that the rules are unit-tested: docs/operations.md "Telegram delivery" says the same in words.

export const CAPTION_LIMIT = 1024; // Bot API: a caption's visible characters, after the entities are parsed

export type OutboxFile = { fileName: string; mimeType: string; path: string };

export type DeliveryStep =
  | { kind: 'text'; text: string }
  | { kind: 'file'; file: OutboxFile; caption?: string }
  | { kind: 'group'; files: OutboxFile[]; caption?: string };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });

const hrefOf = (attributes: string) => /href\s*=\s*"([^"]*)"|href\s*=\s*'([^']*)'/i.exec(attributes);

// The message as Telegram would show it, without tags: the plain-text resend after a parse error. A link keeps its
// address in brackets when its words differ from it, so that nothing the author wrote is lost.
export const telegramPlainText = (html: string) => {
  const withLinks = html.replace(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi, (_whole, attributes: string, label: string) => {
    const match = hrefOf(attributes);
    const href = decodeEntities(match?.[1] ?? match?.[2] ?? '');
    const words = decodeEntities(label.replace(/<[^>]*>/g, ''));
    return href && href !== words.trim() ? `${label} (${href})` : label;
  });
  return decodeEntities(withLinks.replace(/<[^>]*>/g, ''));
};

// Visible characters of a text with tags (a link counts its words only): what Telegram measures a caption by.
export const visibleLength = (html: string) => [...decodeEntities(html.replace(/<[^>]*>/g, ''))].length;

// One message, one file, or one media group. A text longer than a caption goes first as its own message and the
// files follow without a caption; otherwise the text is the caption of the (first) file.
export const deliverySteps = (text: string, files: OutboxFile[]): DeliveryStep[] => {
  const trimmed = text.trim();
  if (files.length === 0) return trimmed ? [{ kind: 'text', text }] : [];
  const captionFits = trimmed !== '' && visibleLength(text) <= CAPTION_LIMIT;
  const steps: DeliveryStep[] = trimmed !== '' && !captionFits ? [{ kind: 'text', text }] : [];
  const caption = captionFits ? text : undefined;
  steps.push(files.length === 1 ? { kind: 'file', file: files[0], caption } : { kind: 'group', files, caption });
  return steps;
};

export const messagesOf = (step: DeliveryStep) => (step.kind === 'group' ? step.files.length : 1);

// How a single file goes: a GIF as an animation, other images as a photo, MP4 as a video. Inside a media group a
// GIF is a photo (Telegram groups photos and videos only; the GIF shows its first frame there).
export const fileMethod = (file: OutboxFile): 'photo' | 'video' | 'animation' =>
  file.mimeType === 'image/gif' ? 'animation' : file.mimeType.startsWith('video/') ? 'video' : 'photo';

export const groupItemType = (file: OutboxFile): 'photo' | 'video' => (file.mimeType.startsWith('video/') ? 'video' : 'photo');

// Telegram's answer to a failed call: code null is no answer at all (network, timeout).
export type TelegramFailure = { code: number | null; description: string; retryAfter?: number; migrateToChatId?: number };

export type FailureVerdict =
  | { kind: 'flood'; retryAfterSeconds: number } // wait, all chats; not a failed attempt
  | { kind: 'parse' } // send once more as plain text
  | { kind: 'migrated'; chatId: string } // a group became a supergroup: the same message to its new id
  | { kind: 'permanent'; reason: string } // FAILED now
  | { kind: 'transient'; reason: string }; // retry with backoff, FAILED after the last attempt

const permanentReasons: [RegExp, string][] = [
  [/bot was blocked by the user/i, 'Бот заблокирован пользователем'],
  [/user is deactivated/i, 'Аккаунт пользователя удалён'],
  [/bot was kicked|bot is not a member|not enough rights|have no rights/i, 'Бот удалён из чата или не может в нём писать'],
  [/can't initiate conversation|bot can't send messages to bots/i, 'Пользователь не начинал диалог с ботом'],
  [/chat not found/i, 'Чат не найден'],
  [/user not found|PEER_ID_INVALID/i, 'Пользователь не найден в Telegram'],
];

export const classifyTelegramFailure = (failure: TelegramFailure): FailureVerdict => {
  const { code, description } = failure;
  if (code === null) return { kind: 'transient', reason: `Нет связи с Telegram: ${description}` };
  if (code === 429) return { kind: 'flood', retryAfterSeconds: Math.max(1, Math.ceil(failure.retryAfter ?? 1)) };
  if (code === 400 && failure.migrateToChatId !== undefined) return { kind: 'migrated', chatId: String(failure.migrateToChatId) };
  if (code === 400 && /can't parse entities|can't find end of the entity|unsupported start tag/i.test(description)) return { kind: 'parse' };
  const known = permanentReasons.find(([pattern]) => pattern.test(description));
  if (known && (code === 400 || code === 403)) return { kind: 'permanent', reason: known[1] };
  if (code === 403) return { kind: 'permanent', reason: `Telegram запретил отправку: ${description}` };
  if (code === 400) return { kind: 'permanent', reason: `Telegram отклонил сообщение: ${description}` };
  return { kind: 'transient', reason: `Ошибка Telegram ${code}: ${description}` };
};

// The wait before attempt n + 1 after n failed ones: base, 2·base, 4·base … at most an hour.
export const retryDelayMs = (failedAttempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(failedAttempts - 1, 0), 3_600_000);

export const givenUpReason = (attempts: number, reason: string) => `Не отправлено после ${attempts} попыток: ${reason}`;
