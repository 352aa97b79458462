import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

// What Node's HTTP parser refuses before there is a request for a route to answer (headers too large, a request
// that took too long, bytes that are no HTTP). Fastify's own answer to these says nothing of the connection and then
// destroys the socket: a client that sent more on it (or reuses it) is reset (issue 20). Here the answer says
// `Connection: close`, in Russian like every other refusal, and the socket is ended, so that the client reads the
// answer and then the end of the connection; what it sends meanwhile is not read, and a client that never closes its
// side is let go after LINGER_MS.
const LINGER_MS = 2_000;

type ConnectionError = Error & { code?: string };

const answerOf = (error: ConnectionError): { status: number; reason: string; message: string } => {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, reason: 'Request Header Fields Too Large', message: 'Слишком большие заголовки запроса' };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', message: 'Время ожидания запроса истекло' };
  return { status: 400, reason: 'Bad Request', message: 'Некорректный запрос' };
};

export const clientErrorAnswer = (error: ConnectionError) => {
  const { status, reason, message } = answerOf(error);
  const body = JSON.stringify({ message });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
};

// Fastify's `clientErrorHandler` option: it is called with the app as `this`.
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // a reset connection, or one already answered (the parser reports each later chunk of it again): nothing to say
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  this.log.debug({ err: error }, 'client error before a request');
  socket.setTimeout(LINGER_MS, () => socket.destroy());
  socket.end(clientErrorAnswer(error));
}
