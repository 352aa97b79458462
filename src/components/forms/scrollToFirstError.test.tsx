import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input, Modal } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../layout/ThemeProvider';

// jsdom lays nothing out: every box is at 0,0, which antd's 'if-needed' takes for a field already in view (as it
// took the field under the sticky header, issue 20). The scrolls asked for are recorded instead of done.
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scroll = vi.fn(function (this: Element) {
    scrolled.push(this);
  }) as Element['scroll'];
});
afterEach(() => {
  cleanup();
});

// A form with no scroll setting of its own, as almost every form of the app is.
function RequiredName() {
  return (
    <Form>
      <Form.Item name="name" label="Имя" rules={[{ required: true, message: 'Введите имя' }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Сохранить</Button>
    </Form>
  );
}

const submitEmpty = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await screen.findByText('Введите имя', undefined, { timeout: 5000 });
};

// real time: antd's modal runs on animation frames
describe('the first invalid field after a failed submit (one setting for every form)', { timeout: 30_000 }, () => {
  it('scrolls the page to it even where antd would take it for in view', async () => {
    render(
      <ThemeProvider>
        <RequiredName />
      </ThemeProvider>,
    );
    await submitEmpty();
    expect(scrolled).toContain(document.scrollingElement ?? document.documentElement);
  });

  it('leaves the page behind a dialog where it is', async () => {
    render(
      <ThemeProvider>
        <Modal open title="Окно" footer={null}>
          <RequiredName />
        </Modal>
      </ThemeProvider>,
    );
    await submitEmpty();
    expect(scrolled).not.toContain(document.scrollingElement ?? document.documentElement);
  });
});
