import { useInvalidate, useNotification } from '@refinedev/core';
import { useCallback, useState } from 'react';
import {
  crmImportTexts,
  MAX_IMPORT_FILE_BYTES,
  type CrmImportKind,
  type CrmImportPreview,
  type CrmImportResult,
} from '../../../resources/crm-import';
import { http } from '../../../providers/data';
import { apiBase } from '../../../providers/runtime-config';
import { errorMessage } from '../../crud/serverErrors';
import { downloadBlob } from './downloadBlob';
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

const refreshed: Record<CrmImportKind, string[]> = { applications: ['clients'], students: ['students'] };

// The screen's conversation with crm-import/*: the file to its preview, the preview's rows to the commit.
export const useCrmImport = () => {
  const [state, setState] = useState<ImportState>(initial);
  const { open } = useNotification();
  const invalidate = useInvalidate();

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
      const { data } = await http.post<CrmImportPreview>(`${apiBase()}/crm-import/preview?kind=${kind}`, form, {
        onUploadProgress: (event) => {
          const percent = event.total ? Math.round((event.loaded / event.total) * 100) : null;
          setState((current) => ({ ...current, uploadPercent: percent ?? current.uploadPercent }));
        },
      });
      setState({ ...initial, fileName: file.name, preview: data });
    } catch (error) {
      setState({ ...initial, fileName: file.name, fileError: errorMessage(error) ?? importTexts.previewFailed });
    }
  }, []);

  const commit = useCallback(
    async (skipDuplicates: boolean) => {
      const preview = state.preview;
      if (!preview) return;
      setState((current) => ({ ...current, importing: true, importError: null }));
      try {
        const rows = preview.rows.map(({ row, values }) => ({ row, values }));
        const { data } = await http.post<CrmImportResult>(`${apiBase()}/crm-import/commit`, { kind: preview.kind, rows, skipDuplicates });
        setState((current) => ({ ...current, importing: false, result: data }));
        open?.({ type: 'success', message: resultMessage(preview.kind, data) });
        await Promise.all(refreshed[preview.kind].map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));
      } catch (error) {
        const message = errorMessage(error) ?? importTexts.importFailed;
        setState((current) => ({ ...current, importing: false, importError: message }));
        open?.({ type: 'error', message: `${importTexts.importFailed}: ${message}` });
      }
    },
    [state.preview, open, invalidate],
  );

  const downloadTemplate = useCallback(
    async (kind: CrmImportKind) => {
      try {
        const response = await http.get<Blob>(`${apiBase()}/crm-import/template?kind=${kind}`, { responseType: 'blob' });
        downloadBlob(response.data, kind === 'students' ? 'Шаблон импорта учеников.xlsx' : 'Шаблон импорта заявок.xlsx');
      } catch (error) {
        open?.({ type: 'error', message: `${importTexts.templateFailed}: ${errorMessage(error) ?? ''}`.replace(/: $/, '') });
      }
    },
    [open],
  );

  return { state, readFile, commit, reset, downloadTemplate };
};
