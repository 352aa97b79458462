import { useApiUrl, useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { GENERIC_FAILURE_MESSAGE } from '../../../../providers/http';

export type WriteRequest = {
  method: 'post' | 'patch' | 'delete';
  path: string; // under the API base, e.g. 'convert-client-to-student'
  values?: object;
  success: string;
  failure: (error: HttpError) => { message: string; description?: string };
  refresh: string[]; // resources whose lists and records are read again afterwards
};

// The server's own words, or nothing when it gave none (the http client's generic text).
export const serverMessageOf = (error: HttpError | undefined): string | undefined => {
  const message = error?.message?.trim();
  return message && message !== GENERIC_FAILURE_MESSAGE ? message : undefined;
};

// A write to one of the spec's custom paths (core.md §7.3) with its toasts; answers the saved record, or
// undefined when the server refused (the failure toast has said why).
export const useApiWrite = () => {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord>();

  const write = async <Answer>(request: WriteRequest): Promise<Answer | undefined> => {
    try {
      const { data } = await mutateAsync({
        url: `${apiUrl}/${request.path}`,
        method: request.method,
        values: request.values ?? {},
        successNotification: () => ({ type: 'success', message: request.success }),
        errorNotification: (error) => ({ type: 'error', ...request.failure(error ?? { message: '', statusCode: 0 }) }),
      });
      await Promise.all(
        request.refresh.map((resource) => invalidate({ resource, invalidates: ['list', 'many', 'detail'] })),
      );
      return data as Answer;
    } catch {
      return undefined;
    }
  };

  return { write, writing: mutation.isPending };
};
