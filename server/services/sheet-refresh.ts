import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConflictError, HttpError } from '../errors';
import { actorOf, inTransaction } from '../lib/write-context';
import { readServiceAccount } from '../sheets/service-account';
import { SheetsError, type SheetsFailure } from '../sheets/sheets-client';
import { requestSheetRefresh } from './groups';
import { loadSheetGroup, refreshGroupSheet, type RefreshResult } from './sheet-reports';

// POST update-teacher-sheet/{id}: the refresh runs while the person waits, so 'Отчет группы в гугл-таблице
// обновлен!' is only ever shown for a sheet that was written. One deadline for the whole refresh.
export const REFRESH_DEADLINE_MS = 45_000;

// Google's side is down or slow: try later (503). Google refused us (key, access, link): someone must act (502).
const statusOf: Record<SheetsFailure, number> = {
  timeout: 503,
  unavailable: 503,
  quota: 503,
  auth: 502,
  forbidden: 502,
  'not-found': 502,
  'bad-answer': 502,
};

export type RefreshAnswer = RefreshResult & { sheetRefreshRequestedAt: string };

export const refreshForRequest = async (app: FastifyInstance, request: FastifyRequest, classId: number, deadlineMs = REFRESH_DEADLINE_MS): Promise<RefreshAnswer> => {
  await loadSheetGroup(app.db, classId); // an unknown group is 404 whatever the configuration
  const settings = readServiceAccount(app.config.sheets.serviceAccountJson);
  if (!settings.configured) throw new ConflictError(settings.reason);
  // the request is recorded (time and audit) whatever Google answers
  const requestedAt = await inTransaction(app, request, (context) => requestSheetRefresh(context, classId));
  try {
    const result = await refreshGroupSheet({ db: app.db, config: app.config, actor: actorOf(request), classId, signal: AbortSignal.timeout(deadlineMs) });
    return { ...result, sheetRefreshRequestedAt: requestedAt.toISOString() };
  } catch (error) {
    if (!(error instanceof SheetsError)) throw error;
    request.log.warn({ err: error.cause ?? error, classId, failure: error.failure }, 'отчет группы не обновлен');
    throw new HttpError(statusOf[error.failure], error.message);
  }
};

export const sheetRefreshAnswerSchema = z.object({
  classId: z.number(),
  sheetRefreshRequestedAt: z.string(),
  sheetUrl: z.string(),
  teacherSheetId: z.string(),
  spreadsheetCreated: z.boolean(),
  refreshedAt: z.string(),
  problems: z.object({ noUpdate: z.number(), studentNotFound: z.number(), wrongCycle: z.number() }),
});
