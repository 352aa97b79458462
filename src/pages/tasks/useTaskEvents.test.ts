import { describe, expect, it } from 'vitest';
import { readEventNames } from './useTaskEvents';

describe('reading the task event stream', () => {
  it('names each whole event and keeps a partial one for the next chunk', () => {
    const first = readEventNames('retry: 3000\n\nevent: ready\ndata: {}\n\n: heartbeat\n\nevent: ta');
    expect(first).toEqual({ names: ['ready'], rest: 'event: ta' });
    const second = readEventNames(`${first.rest}sk\ndata: {"kind":"moved","taskId":1,"taskStatusId":2}\n\n`);
    expect(second).toEqual({ names: ['task'], rest: '' });
  });

  it('reads frames split by CRLF too', () => {
    expect(readEventNames('event: task\r\ndata: {}\r\n\r\n').names).toEqual(['task']);
  });
});
