import { useApiUrl, useDataProvider } from '@refinedev/core';
import { useCallback } from 'react';
import type { CustomCallMeta } from '../../providers/data';

// Saves a file through a temporary link, under its own name.
export const saveFile = (file: File) => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
};

// A file the server writes (an export, an import template), read through the data provider's custom call and
// saved under the server's name (fileName when it gives none). Refine's useCustomMutation sends no GET and
// useCustom reads on render, so this is the one place a screen's click reads through the provider itself.
export const useDownload = () => {
  const apiUrl = useApiUrl();
  const dataProvider = useDataProvider();
  return useCallback(
    async (path: string, fileName: string) => {
      const meta: CustomCallMeta = { responseType: 'blob', fileName };
      const { custom } = dataProvider();
      if (!custom) throw new Error('The data provider has no custom call'); // providers/data.ts always has one
      const { data } = await custom<File>({ url: `${apiUrl}/${path}`, method: 'get', meta });
      saveFile(data);
    },
    [apiUrl, dataProvider],
  );
};
