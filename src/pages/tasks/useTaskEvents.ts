import { useApiUrl } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import { keycloakTokens } from '../../../providers/keycloak';

const RETRY_MS = 3_000;
// The stream opens a moment after the board has been read: the page needs no live news in its first seconds (the
// 'ready' event reads the board once more to cover them), and tools that wait for the network to go quiet (the axe
// sweep of every screen) see the page settle first.
const START_DELAY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

// Reads the frames of an event stream: calls `onEvent` with each event's name.
export const readEventNames = (buffer: string): { names: string[]; rest: string } => {
  const frames = buffer.split(/\r?\n\r?\n/);
  const rest = frames.pop() ?? '';
  const names = frames
    .map((frame) => /^event: ?(.*)$/m.exec(frame)?.[1]?.trim())
    .filter((name): name is string => Boolean(name));
  return { names, rest };
};

// GET tasks-events (Server-Sent Events) read with fetch, since EventSource cannot send the bearer token: every
// 'task' event (another admin's move, or ours) and each (re)connection ('ready') calls `onChange`. The server ends the
// stream when the token expires; the hook comes back with a fresh one, and after a failure waits longer each
// time (3 s, doubling, at most 30 s). The board's 30 s refetch covers whatever a dropped stream misses.
export const useTaskEvents = (onChange: () => void) => {
  const apiUrl = useApiUrl();
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const controller = new AbortController();
    let wait = RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      let received = false;
      try {
        const token = await keycloakTokens.token();
        if (!token) throw new Error('no token');
        const response = await fetch(`${apiUrl}/tasks-events`, {
          headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (!response.ok || !response.body) throw new Error(`tasks-events ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { names, rest } = readEventNames(buffer + value);
          buffer = rest;
          for (const name of names) {
            if (name !== 'task' && name !== 'ready') continue;
            received = true;
            latest.current();
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      // a stream that worked (ended by the token's expiry) reconnects at once; a failing one waits longer each time
      wait = received ? RETRY_MS : Math.min(wait * 2, MAX_RETRY_MS);
      timer = setTimeout(() => void connect(), received ? 0 : wait);
    };
    timer = setTimeout(() => void connect(), START_DELAY_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [apiUrl]);
};
