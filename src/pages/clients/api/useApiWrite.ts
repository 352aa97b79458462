import { useApiUrl, useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { GENERIC_FAILURE_MESSAGE } from '../../../../providers/http';

type Method = 'post' | 'patch' | 'delete';

export type WriteRequest = {
  method: Method;
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

const noError: HttpError = { message: '', statusCode: 0 };

// Writes to the spec's own paths (core.md §7.3) that no resource declaration covers.
export const useApiWrite = () => {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord>();

  const refresh = (resources: string[]) =>
    Promise.all(resources.map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));

  // One request without toasts, for a caller that toasts once for several; throws the HttpError.
  const send = async <Answer>(method: Method, path: string, values: object = {}): Promise<Answer> => {
    const { data } = await mutateAsync({
      url: `${apiUrl}/${path}`,
      method,
      values,
      successNotification: false,
      errorNotification: false,
    });
    return data as Answer;
  };

  // One request with its toasts; answers the saved record, or undefined when the server refused (the
  // failure toast has said why).
  const write = async <Answer>(request: WriteRequest): Promise<Answer | undefined> => {
    try {
      const { data } = await mutateAsync({
        url: `${apiUrl}/${request.path}`,
        method: request.method,
        values: request.values ?? {},
        successNotification: () => ({ type: 'success', message: request.success }),
        errorNotification: (error) => ({ type: 'error', ...request.failure(error ?? noError) }),
      });
      await refresh(request.refresh);
      return data as Answer;
    } catch {
      return undefined;
    }
  };

  return { write, send, refresh, writing: mutation.isPending };
};
