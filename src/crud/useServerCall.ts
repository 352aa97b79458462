import { useApiUrl, useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { useMemo } from 'react';

type Method = 'post' | 'put' | 'patch' | 'delete';

export type WriteRequest = {
  method: Method;
  path: string; // under the API base, e.g. 'convert-client-to-student'
  values?: object;
  success: string;
  failure: (error: HttpError) => { message: string; description?: string };
  refresh: string[]; // resources whose lists and records are read again afterwards
};

const noError: HttpError = { message: '', statusCode: 0 };

// The one way the screens call the server beyond a declaration's create, update and delete (issue 7): the
// spec's own paths (core.md §7) through Refine's useCustomMutation, so every call carries the token, fails
// with Refine's HttpError holding the server's message, and shows its toasts through the notification provider.
export const useServerCall = () => {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord>();

  const calls = useMemo(() => {
    const refresh = (resources: string[]) =>
      Promise.all(resources.map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));

    // One request without toasts, for a caller that toasts once for several; throws the HttpError. Without
    // values the request has no body (a DELETE).
    const send = async <Answer = BaseRecord>(method: Method, path: string, values?: object): Promise<Answer> => {
      const { data } = await mutateAsync({
        url: `${apiUrl}/${path}`,
        method,
        values: values as object,
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
    return { apiUrl, send, write, refresh };
  }, [apiUrl, invalidate, mutateAsync]);

  return { ...calls, writing: mutation.isPending };
};
