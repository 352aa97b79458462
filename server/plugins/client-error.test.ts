import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

// Issue 20: a 431 (headers too large) left the socket open without `Connection: close`, and the client's next
// request on it was reset (it took the connection for one it could reuse). A raw socket against the listening app:
// the answer says `Connection: close` in Russian, and the connection then ends cleanly (an 'end', no ECONNRESET).
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await t?.close();
});

type Exchange = { answer: string; ended: boolean; error?: string };

// Sends the chunks one after the other and reads until the server ends the connection (or 5 s pass).
const exchange = (chunks: string[]) =>
  new Promise<Exchange>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = (result: Omit<Exchange, 'answer'>) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, ...result });
    };
    const timer = setTimeout(() => done({ ended: false, error: 'timeout' }), 5_000);
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (answer += data));
    socket.on('end', () => done({ ended: true }));
    socket.on('error', (error: NodeJS.ErrnoException) => done({ ended: false, error: error.code ?? error.message }));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.writable) socket.write(chunk);
        await new Promise((next) => setTimeout(next, 50));
      }
    });
  });

const tooLarge = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`;

const headersOf = (answer: string) => answer.split('\r\n\r\n')[0].toLowerCase();
const bodyOf = (answer: string) => JSON.parse(answer.split('\r\n\r\n')[1]) as { message: string };

describe('a request the HTTP parser refuses (issue 20)', () => {
  it('431 says Connection: close, in Russian, and the connection ends cleanly', async () => {
    const { answer, ended, error } = await exchange([tooLarge]);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(headersOf(answer)).toContain('connection: close');
    expect(bodyOf(answer).message).toBe('Слишком большие заголовки запроса');
    expect({ ended, error }).toEqual({ ended: true, error: undefined });
  });

  it('bytes that are no HTTP: 400 with Connection: close, and the end', async () => {
    const { answer, ended, error } = await exchange(['NOT HTTP AT ALL\r\n\r\n']);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(headersOf(answer)).toContain('connection: close');
    expect(bodyOf(answer).message).toBe('Некорректный запрос');
    expect(headersOf(answer)).toContain(`content-length: ${Buffer.byteLength(answer.split('\r\n\r\n')[1])}`);
    expect({ ended, error }).toEqual({ ended: true, error: undefined });
  });
});
