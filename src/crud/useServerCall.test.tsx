import { useList } from '@refinedev/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeDataProvider } from '../../providers/testing/fakeDataProvider';
import type { FakeAnswer, RecordedRequest } from '../../providers/testing/fakeServer';
import { renderWithRefine } from '../components/editable-grid/renderWithRefine';
import { useServerCall, type CallRequest } from './useServerCall';

afterEach(cleanup);

// a list of the subjects on screen, to see it read again after a call that names it
function SubjectList() {
  useList({ resource: 'subjects', pagination: { mode: 'off' } });
  return null;
}

function CallButton({ request, onAnswer }: { request: CallRequest<{ paymentId?: number }>; onAnswer: (answer: unknown) => void }) {
  const { call } = useServerCall();
  return <button onClick={() => call(request).then(onAnswer, onAnswer)}>Отправить</button>;
}

const run = async (request: CallRequest<{ paymentId?: number }>, answer: (request: RecordedRequest) => FakeAnswer) => {
  const { dataProvider, requests } = fakeDataProvider((sent) => (sent.method === 'GET' ? { status: 200, data: [] } : answer(sent)));
  const answers: unknown[] = [];
  renderWithRefine(
    <>
      <SubjectList />
      <CallButton request={request} onAnswer={(value) => answers.push(value)} />
    </>,
    { dataProvider },
  );
  await waitFor(() => expect(requests).toHaveLength(1)); // the list's first read
  fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  await waitFor(() => expect(answers).toHaveLength(1));
  return { requests, answer: answers[0] };
};

describe('useServerCall().call', () => {
  it('sends the body and headers, toasts the success worded from the answer and reads the named lists again', async () => {
    const { requests, answer } = await run(
      {
        method: 'post',
        path: 'addPayment',
        values: { amount: 1 },
        headers: { 'Idempotency-Key': 'k-1' },
        success: (saved) => `Платеж ${saved.paymentId} добавлен`,
        failure: () => ({ message: 'Ошибка' }),
        refresh: ['subjects'],
      },
      () => ({ status: 201, data: { paymentId: 7 } }),
    );
    expect(answer).toEqual({ paymentId: 7 });
    expect(await screen.findByText('Платеж 7 добавлен')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post).toMatchObject({ url: '/api/addPayment', body: { amount: 1 }, headers: { 'Idempotency-Key': 'k-1' } });
    await waitFor(() => expect(requests.filter((request) => request.url === '/api/subjects-info')).toHaveLength(2));
  });

  it("toasts a refusal in the caller's words with the server's reason, and throws it", async () => {
    const { requests, answer } = await run(
      {
        method: 'patch',
        path: 'classes/3',
        values: {},
        success: 'Сохранено',
        failure: (error) => ({ message: 'Ошибка при обновлении группы', description: error.message }),
        refresh: ['subjects'],
      },
      () => ({ status: 400, data: { message: 'Нет изменений' } }),
    );
    expect(answer).toMatchObject({ message: 'Нет изменений', statusCode: 400 });
    expect(await screen.findByText('Ошибка при обновлении группы')).toBeTruthy();
    expect(screen.getByText('Нет изменений')).toBeTruthy();
    expect(screen.queryByText('Сохранено')).toBeNull();
    expect(requests.filter((request) => request.url === '/api/subjects-info')).toHaveLength(1);
  });

  it('says nothing when given no toasts', async () => {
    const { answer } = await run({ method: 'delete', path: 'class-schedules/4' }, () => ({ status: 200, data: { paymentId: 1 } }));
    expect(answer).toEqual({ paymentId: 1 });
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});

describe('useServerCall().call of a money write (idempotent)', () => {
  it('sends one Idempotency-Key for a retry of the same body after a refusal, and a new one after an answer', async () => {
    let refuse = true;
    const { dataProvider, requests } = fakeDataProvider((sent) =>
      sent.method === 'GET' ? { status: 200, data: [] } : refuse ? { status: 503, data: { message: 'Сервис недоступен' } } : { status: 201, data: { id: 1 } },
    );
    const answers: unknown[] = [];
    renderWithRefine(<CallButton request={{ method: 'post', path: 'expenses', values: { amount: '100' }, idempotent: true }} onAnswer={(value) => answers.push(value)} />, {
      dataProvider,
    });
    const click = async (count: number) => {
      fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
      await waitFor(() => expect(answers).toHaveLength(count));
    };
    await click(1);
    refuse = false;
    await click(2);
    await click(3);
    const keys = requests.filter((request) => request.method === 'POST').map((request) => request.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
