import { useApiUrl, useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { useMemo, useState } from 'react';
import type { CustomCallMeta } from '../../providers/data';
import { createAttemptKeys } from './attemptKeys';

type Method = 'post' | 'put' | 'patch' | 'delete';

export type CallRequest<Answer = BaseRecord> = {
  method: Method;
  path: string; // under the API base, e.g. 'convert-client-to-student'
  values?: object; // the body; none for a DELETE without one
  headers?: Record<string, string>;
  idempotent?: boolean; // a money write: sends an Idempotency-Key, one per attempt at a body (attemptKeys.ts)
  meta?: CustomCallMeta; // upload progress, refusals read as answers (providers/data.ts)
  success?: string | ((answer: Answer) => string); // the toast after it; none when left out
  failure?: (error: HttpError) => { message: string; description?: string }; // the toast after a refusal
  refresh?: string[]; // resources whose lists and records are read again after a success
};

// What a domain call (useGroupApi, useStudentApi...) may be given besides its values: its toasts and refresh.
export type CallToasts<Answer = BaseRecord> = Pick<CallRequest<Answer>, 'success' | 'failure' | 'refresh'>;

export type WriteRequest<Answer = BaseRecord> = CallRequest<Answer> & {
  success: CallRequest<Answer>['success'];
  failure: NonNullable<CallRequest<Answer>['failure']>;
  refresh: string[];
};

const noError: HttpError = { message: '', statusCode: 0 };

// The one way the screens call the spec's own paths beyond a declaration's create, update and delete (core.md
// §7: convert-client-to-student, archive, swap...): Refine's useCustomMutation, so every call carries the token,
// fails with Refine's HttpError holding the server's message, and its toasts are Refine's successNotification
// and errorNotification through the notification provider, worded by the caller with the spec's texts.
export const useServerCall = () => {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord>();
  const [attempts] = useState(createAttemptKeys);

  const calls = useMemo(() => {
    const refresh = (resources: string[]) =>
      Promise.all(resources.map((resource) => invalidate({ resource, invalidates: ['resourceAll'] })));

    // One request with the toasts it is given; answers the server's answer or throws the HttpError (after the
    // failure toast, when there is one).
    const call = async <Answer = BaseRecord>(request: CallRequest<Answer>): Promise<Answer> => {
      const { success, failure } = request;
      const target = `${request.method} ${request.path}`;
      const headers = request.idempotent ? { ...request.headers, 'Idempotency-Key': attempts.keyFor(target, request.values) } : request.headers;
      const { data } = await mutateAsync({
        url: `${apiUrl}/${request.path}`,
        method: request.method,
        values: request.values as object,
        config: headers ? { headers } : undefined,
        meta: request.meta,
        successNotification: success
          ? (answer) => ({ type: 'success', message: typeof success === 'string' ? success : success(answer?.data as Answer) })
          : false,
        errorNotification: failure ? (error) => ({ type: 'error', ...failure(error ?? noError) }) : false,
      });
      attempts.settled(target);
      await refresh(request.refresh ?? []);
      return data as Answer;
    };

    // One request without toasts, for a caller that toasts once for several; throws the HttpError.
    const send = <Answer = BaseRecord>(method: Method, path: string, values?: object, options: Pick<CallRequest, 'idempotent'> = {}): Promise<Answer> =>
      call<Answer>({ method, path, values, ...options });

    // One request with its toasts; answers the saved record, or undefined when the server refused (the
    // failure toast has said why).
    const write = async <Answer>(request: WriteRequest<Answer>): Promise<Answer | undefined> => {
      try {
        return await call<Answer>({ ...request, values: request.values ?? {} });
      } catch {
        return undefined;
      }
    };
    return { apiUrl, call, send, write, refresh };
  }, [apiUrl, attempts, invalidate, mutateAsync]);

  return { ...calls, writing: mutation.isPending };
};
