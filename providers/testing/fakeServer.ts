import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

// A test double for the API behind axios: each request is answered by `answer`, and recorded.
export type FakeAnswer = { status: number; data?: unknown; headers?: Record<string, string> };
export type RecordedRequest = {
  method: string;
  url: string;
  authorization: string | undefined;
  headers: Record<string, unknown>;
  body: unknown;
};

export const fakeServer = (answer: (request: RecordedRequest) => FakeAnswer | 'network-error') => {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: AxiosHeaders.from(config.headers).get('Authorization')?.toString(),
      headers: AxiosHeaders.from(config.headers).toJSON(),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const reply = answer(request);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    // the request's own rule where it has one, as axios's adapters settle
    const accepted = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (accepted) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  return { adapter, requests };
};
