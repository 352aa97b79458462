// A Server-Sent Events reader over fetch: resolves `ready` when the stream says `event: ready`, and `waitFor`
// resolves with the first `event: task` whose data matches.
export type TaskEvent = { kind: string; taskId: number; taskStatusId: number };

export type TaskStream = { ready: Promise<void>; waitFor: (match: (event: TaskEvent) => boolean, ms: number) => Promise<TaskEvent>; close: () => void };

export const openTaskStream = (url: string, token: string): TaskStream => {
  const abort = new AbortController();
  const events: TaskEvent[] = [];
  let notify: () => void = () => undefined;
  let markReady: () => void = () => undefined;
  let failReady: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  void (async () => {
    try {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: abort.signal });
      if (response.status !== 200 || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name === 'ready') markReady();
          if (name === 'task' && data) {
            events.push(JSON.parse(data) as TaskEvent);
            notify();
          }
        }
      }
    } catch (error) {
      failReady(error);
    }
  })();
  const waitFor = (match: (event: TaskEvent) => boolean, ms: number) =>
    new Promise<TaskEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching task event within ${ms} ms`)), ms);
      const look = () => {
        const found = events.find(match);
        if (!found) return;
        clearTimeout(timer);
        resolve(found);
      };
      notify = look;
      look();
    });
  return { ready, waitFor, close: () => abort.abort() };
};
