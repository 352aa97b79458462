import { createDataProvider } from '../data';
import { createHttpClient } from '../http';
import { fakeServer, type FakeAnswer, type RecordedRequest } from './fakeServer';

// The app's own data provider and http client in front of a fake API, so a test sees the requests the server
// would get (paths, bodies, headers) and the errors a screen would get.
export const fakeDataProvider = (answer: (request: RecordedRequest) => FakeAnswer | 'network-error') => {
  const server = fakeServer(answer);
  const http = createHttpClient({ token: async () => 'token', refreshAfterRejection: async () => undefined }, { adapter: server.adapter });
  return { dataProvider: createDataProvider({ http, apiBase: () => '/api' }), requests: server.requests };
};
