import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TaskEventBus } from '../services/tasks-events';

export const HEARTBEAT_MS = 15_000;
// the browser's wait before it connects again after a drop (our client reconnects by itself too)
const RETRY_MS = 3_000;
// setTimeout's limit: a token living longer is cut at this
const MAX_TIMER_MS = 2_147_483_647;

type StreamOptions = {
  request: FastifyRequest;
  reply: FastifyReply;
  bus: TaskEventBus;
  streams: Set<() => void>;
  expiresAt: number; // the token's expiry (ms): the stream ends then, and the client comes back with a new token
};

// One Server-Sent Events stream of task changes. The reply is hijacked (written by hand, unbuffered): the
// security headers already set on it are copied over; nothing compresses /api; `X-Accel-Buffering: no` asks a
// proxy (nginx) not to hold the events back.
export const openTaskStream = async ({ request, reply, bus, streams, expiresAt }: StreamOptions) => {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  raw.socket?.setNoDelay(true);
  raw.write(`retry: ${RETRY_MS}\n\n`);

  let ended = false;
  let unsubscribe: (() => void) | undefined;
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const expiry = setTimeout(() => end(), Math.max(0, Math.min(expiresAt - Date.now(), MAX_TIMER_MS)));
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    unsubscribe?.();
    streams.delete(end);
    if (!raw.writableEnded) raw.end();
  }
  streams.add(end);
  request.raw.on('close', end);
  raw.on('error', end);

  try {
    unsubscribe = await bus.subscribe((event) => {
      if (!ended) raw.write(`event: task\ndata: ${JSON.stringify(event)}\n\n`);
    });
  } catch (error) {
    request.log.error({ err: error }, 'tasks-events: cannot listen');
    end();
    return;
  }
  if (ended) {
    unsubscribe();
    return;
  }
  // the client knows the stream is live (and reads the board once more: changes may have come before it)
  raw.write('event: ready\ndata: {}\n\n');
};
