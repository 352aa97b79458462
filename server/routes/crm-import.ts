import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crmImportCommitSchema,
  crmImportKindSchema,
  crmImportPreviewSchema,
  crmImportResultSchema,
  crmImportTexts,
  ImportFileError,
  MAX_IMPORT_FILE_BYTES,
  type CrmImportKind,
} from '../../resources/crm-import';
import { BadRequestError, ForbiddenError, HttpError } from '../errors';
import { inTransaction } from '../lib/write-context';
import { buildTemplate, readImportTable } from '../services/crm-import-file';
import { commitImport, loadImportReferences, previewImport } from '../services/crm-import';

const tags = ['Добавить в CRM'];
const service = { action: 'manage', subject: 'Service' } as const;
const kindQuery = z.strictObject({ kind: crmImportKindSchema });
// 2,000 rows of values with long comments pass the app's 1 MB body limit; the commit takes more
const COMMIT_BODY_LIMIT = 16 * 1024 * 1024;

// Beyond manage Service, the caller must be allowed to create what is imported (the form's own rights).
const mayCreate = (request: FastifyRequest, kind: CrmImportKind) => {
  if (!request.ability?.can('create', kind === 'students' ? 'Student' : 'Request')) throw new ForbiddenError();
};

const multipartAnswers: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: crmImportTexts.fileTooLarge,
  FST_FILES_LIMIT: crmImportTexts.oneFile,
  FST_PARTS_LIMIT: crmImportTexts.oneFile,
  FST_FIELDS_LIMIT: crmImportTexts.oneFile,
  FST_INVALID_MULTIPART_CONTENT_TYPE: crmImportTexts.fileRequired,
};

// The one file of the request, whole (≤ 5 MB); other form fields are ignored.
const uploadedFile = async (request: FastifyRequest): Promise<Buffer> => {
  if (!request.isMultipart()) throw new BadRequestError(crmImportTexts.fileRequired);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 10, parts: 12 } })) {
      if (part.type === 'file') file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    throw new BadRequestError(multipartAnswers[code] ?? crmImportTexts.fileRequired);
  }
  if (!file) throw new BadRequestError(crmImportTexts.fileRequired);
  return file;
};

const asFileError = (error: unknown) => (error instanceof ImportFileError ? new BadRequestError(error.message) : error);

// /service/add-to-crm (docs/api-operations.md "Import into the CRM"): applications or students from a spreadsheet.
export const crmImportRoutes = async (api: FastifyInstance) => {
  // a context of its own: the multipart parser serves these routes only
  await api.register(async (scope) => {
    if (!scope.hasRequestDecorator('parts')) await scope.register(multipart, { limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1 } });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/crm-import/template',
      {
        // a read like every GET (core.md §6: no role reads); it holds the headers and the reference lists only
        config: { action: 'read', subject: 'Service', sampleQuery: 'kind=applications' },
        schema: { tags, summary: 'Шаблон файла для импорта (.xlsx)', querystring: kindQuery },
      },
      async (request, reply) => {
        const { kind } = request.query;
        const file = await buildTemplate(kind, await loadImportReferences(scope.db));
        const name = kind === 'students' ? 'Шаблон импорта учеников.xlsx' : 'Шаблон импорта заявок.xlsx';
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="crm-import-${kind}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .send(file);
      },
    );

    routes.post(
      '/crm-import/preview',
      {
        config: service,
        schema: {
          tags,
          summary: 'Предпросмотр импорта: строки, ошибки и дубликаты (ничего не записывает)',
          querystring: kindQuery,
          consumes: ['multipart/form-data'],
          response: { 200: crmImportPreviewSchema },
        },
      },
      async (request) => {
        const { kind } = request.query;
        mayCreate(request, kind);
        const file = await uploadedFile(request);
        try {
          return await previewImport(scope.db, kind, await readImportTable(file));
        } catch (error) {
          throw asFileError(error);
        }
      },
    );

    routes.post(
      '/crm-import/commit',
      {
        config: service,
        bodyLimit: COMMIT_BODY_LIMIT,
        schema: { tags, summary: 'Импорт строк одной транзакцией', body: crmImportCommitSchema, response: { 200: crmImportResultSchema } },
      },
      async (request) => {
        mayCreate(request, request.body.kind);
        return inTransaction(scope, request, (context) => commitImport(context, request.body));
      },
    );
  });
};
