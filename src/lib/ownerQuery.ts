import type { HttpError } from '@refinedev/core';

// money.md §6 and §8: the owner reports and the payout calls answer 403 to a user without the right; the screen
// says so in these words and does not ask again. Any other failure is asked again up to 2 times.
export const OWNER_FORBIDDEN = 'Нет доступа к данным. Проверьте права доступа.';

const isForbidden = (error: unknown) => (error as HttpError | null)?.statusCode === 403;

export const ownerRetry = (failureCount: number, error: unknown) => !isForbidden(error) && failureCount < 2;

// The text a failed owner read shows: the 403 words, or the screen's own failure text.
export const ownerErrorText = (error: unknown, otherwise: string) => (isForbidden(error) ? OWNER_FORBIDDEN : otherwise);

// For useCustom / useList: `queryOptions: ownerQueryOptions`.
export const ownerQueryOptions = { retry: ownerRetry } as const;
