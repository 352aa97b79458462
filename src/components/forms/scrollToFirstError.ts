import type { FormProps } from 'antd';

// Where every form (the app's ConfigProvider sets it once: src/layout/ThemeProvider.tsx) scrolls after a failed
// submit: its first invalid field to the middle of the screen. Always, not antd's 'if-needed': that check counts a
// field under the 64-px sticky header as in view and leaves it there (issue 20: y = 7 on /clients/new). A form in a
// dialog or drawer scrolls its own box, never the page behind the mask.
const DIALOG_BOXES = '.ant-modal-wrap, .ant-drawer-content-wrapper';

export const scrollToFirstError: FormProps['scrollToFirstError'] = {
  block: 'center',
  scrollMode: 'always',
  boundary: (parent: Element) => !parent.matches(DIALOG_BOXES),
};
