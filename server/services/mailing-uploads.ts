import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAILING_MESSAGES, MAX_FILES, mailingFileProblem, VIDEO_MAX_BYTES } from '../../resources/operations/mailing-form';
import type { Config } from '../config';
import { BadRequestError, fieldError, HttpError } from '../errors';
import { announcementFilePath, uploadsDir } from './announcement-files';
import type { StoredFile } from './mailing';

export const FILES_FIELD = 'images';
export const NOT_A_FORM = 'Отправьте форму рассылки (multipart/form-data)';
// file-type reads at most this much of the start of a file
const SAMPLE_BYTES = 64 * 1024;
const FIELD_BYTES = 256 * 1024;

export type MailingUpload = { fields: Record<string, string[]>; files: StoredFile[]; discard: () => Promise<void> };

const refuse = (message: string) => fieldError(FILES_FIELD, message);

const multipartAnswers: Record<string, string> = {
  FST_FILES_LIMIT: MAILING_MESSAGES.tooManyFiles,
  FST_REQ_FILE_TOO_LARGE: MAILING_MESSAGES.fileSize,
  FST_PARTS_LIMIT: MAILING_MESSAGES.tooManyFiles,
  FST_FIELDS_LIMIT: NOT_A_FORM,
  FST_INVALID_MULTIPART_CONTENT_TYPE: NOT_A_FORM,
};

// a name to show and to send to Telegram: no folders, no control characters
const cleanFileName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255) || 'file';

// Reads the group-chat form as it streams: fields into memory (small), each file of the field 'images' straight to
// DATA_DIR/uploads under a random key while its sha256 and size are counted; its type is read from its first bytes
// (file-type), never from its name or the browser's word. The multipart limits stop an 11th file and anything over
// 50 MB at once; an image over 10 MB is refused after it is read. On any refusal every file written is removed again.
export const receiveMailingUpload = async (request: FastifyRequest, config: Pick<Config, 'dataDir'>): Promise<MailingUpload> => {
  if (!request.isMultipart()) throw new BadRequestError(NOT_A_FORM);
  const fields: Record<string, string[]> = Object.create(null);
  const files: StoredFile[] = [];
  const written: string[] = [];
  const discard = async () => {
    await Promise.all(written.map((path) => rm(path, { force: true })));
  };
  try {
    await mkdir(uploadsDir(config), { recursive: true });
    const parts = request.parts({ limits: { files: MAX_FILES, fileSize: VIDEO_MAX_BYTES, fields: 40, fieldSize: FIELD_BYTES, parts: MAX_FILES + 40 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') (fields[part.fieldname] ??= []).push(part.value);
        continue;
      }
      if (part.fieldname !== FILES_FIELD) {
        part.file.resume();
        continue;
      }
      const storageKey = randomUUID();
      const path = announcementFilePath(config, storageKey);
      written.push(path);
      const hash = createHash('sha256');
      const sample: Buffer[] = [];
      let sampled = 0;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          if (sampled < SAMPLE_BYTES) {
            sample.push(chunk.subarray(0, SAMPLE_BYTES - sampled));
            sampled += Math.min(chunk.length, SAMPLE_BYTES - sampled);
          }
          done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(path));
      if (part.file.truncated) throw refuse(MAILING_MESSAGES.fileSize);
      const detected = size === 0 ? undefined : await fileTypeFromBuffer(Buffer.concat(sample));
      const problem = mailingFileProblem({ type: detected?.mime ?? '', size });
      if (problem) throw refuse(problem);
      files.push({ fileName: cleanFileName(part.filename), mimeType: detected!.mime, sizeBytes: size, sha256: hash.digest('hex'), storageKey });
    }
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    const message = multipartAnswers[code];
    if (message) throw refuse(message);
    // the disk's own failures (ENOSPC, EACCES) are the server's; anything else is a form that does not parse
    if (/^E[A-Z]+$/.test(code)) throw error;
    throw new BadRequestError(NOT_A_FORM);
  }
  return { fields, files, discard };
};
