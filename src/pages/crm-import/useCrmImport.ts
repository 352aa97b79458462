import { useNotification } from '@refinedev/core';
import { useCallback, useState } from 'react';
import {
  crmImportTexts,
  MAX_IMPORT_FILE_BYTES,
  type CrmImportKind,
  type CrmImportPreview,
  type CrmImportResult,
} from '../../../resources/crm-import';
import { errorMessage } from '../../crud/serverErrors';
import { useDownload } from '../../crud/useDownload';
import { useServerCall } from '../../crud/useServerCall';
import { importTexts, resultMessage } from './importTexts';

export type ImportState = {
  fileName: string | null;
  uploadPercent: number | null; // the file on its way to the preview
  preview: CrmImportPreview | null;
  fileError: string | null; // the file as a whole refused (not a table, too many rows…)
  importing: boolean;
  importError: string | null;
  result: CrmImportResult | null;
};

const initial: ImportState = { fileName: null, uploadPercent: null, preview: null, fileError: null, importing: false, importError: null, result: null };

const failureOf = (error: unknown) => errorMessage(error) ?? importTexts.importFailed;

const refreshed: Record<CrmImportKind, string[]> = { applications: ['clients'], students: ['students'] };

// The screen's conversation with crm-import/*: the file to its preview, the preview's rows to the commit.
export const useCrmImport = () => {
  const [state, setState] = useState<ImportState>(initial);
  const { open } = useNotification();
  const { call } = useServerCall();
  const download = useDownload();

  const reset = useCallback(() => setState(initial), []);

  const readFile = useCallback(async (file: File, kind: CrmImportKind) => {
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      setState({ ...initial, fileName: file.name, fileError: crmImportTexts.fileTooLarge });
      return;
    }
    setState({ ...initial, fileName: file.name, uploadPercent: 0 });
    const form = new FormData();
    form.append('file', file);
    try {
      const onUploadProgress = (percent: number) => setState((current) => ({ ...current, uploadPercent: percent }));
      const preview = await call<CrmImportPreview>({ method: 'post', path: `crm-import/preview?kind=${kind}`, values: form, meta: { onUploadProgress } });
      setState({ ...initial, fileName: file.name, preview });
    } catch (error) {
      setState({ ...initial, fileName: file.name, fileError: errorMessage(error) ?? importTexts.previewFailed });
    }
  }, [call]);

  const commit = useCallback(
    async (skipDuplicates: boolean) => {
      const preview = state.preview;
      if (!preview) return;
      setState((current) => ({ ...current, importing: true, importError: null }));
      try {
        const rows = preview.rows.map(({ row, values }) => ({ row, values }));
        const result = await call<CrmImportResult>({
          method: 'post',
          path: 'crm-import/commit',
          values: { kind: preview.kind, rows, skipDuplicates },
          success: (answer) => resultMessage(preview.kind, answer),
          failure: (error) => ({ message: `${importTexts.importFailed}: ${failureOf(error)}` }),
          refresh: refreshed[preview.kind],
        });
        setState((current) => ({ ...current, importing: false, result }));
      } catch (error) {
        setState((current) => ({ ...current, importing: false, importError: failureOf(error) }));
      }
    },
    [state.preview, call],
  );

  const downloadTemplate = useCallback(
    async (kind: CrmImportKind) => {
      try {
        await download(`crm-import/template?kind=${kind}`, kind === 'students' ? 'Шаблон импорта учеников.xlsx' : 'Шаблон импорта заявок.xlsx');
      } catch (error) {
        open?.({ type: 'error', message: `${importTexts.templateFailed}: ${errorMessage(error) ?? ''}`.replace(/: $/, '') });
      }
    },
    [open, download],
  );

  return { state, readFile, commit, reset, downloadTemplate };
};
