import { createElement, Fragment, type ComponentType } from 'react';
import * as antd from 'antd';
import { extractStyle } from '@ant-design/static-style-extract';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { themeConfigOf } from '../src/layout/themeConfig';

const FILE_NAME = 'antd.css';

// The components of the layout and of the lists, boards and cards a page load can open on. The others (the
// pickers, uploads, number inputs of forms; dialogs, drawers, popovers, which the extractor cannot render closed)
// get their styles computed in the browser when first shown, as before: the stylesheet is parsed on every load, so
// it holds what a first screen shows, not all of antd (909 kB → 525 kB).
const FIRST_SCREEN_COMPONENTS = [
  'App', 'Layout', 'Menu', 'Button', 'Flex', 'Space', 'Typography', 'Input', 'Alert', 'Table', 'Tag', 'Select',
  'Form', 'Card', 'Spin', 'Empty', 'Tabs', 'Checkbox', 'Switch', 'Skeleton', 'Row', 'Col', 'Result', 'Radio',
  'Badge', 'Pagination', 'Dropdown', 'Segmented', 'List', 'Statistic', 'Descriptions',
] as const;

// Each component rendered bare, as the extractor renders it; the two that need content to draw, given some.
const firstScreenNodes = () =>
  FIRST_SCREEN_COMPONENTS.map((name) => {
    const Component = antd[name] as ComponentType<Record<string, unknown>>;
    if (name === 'Menu') return createElement(Component, { key: name, items: [] });
    if (name === 'Dropdown') return createElement(Component, { key: name, menu: { items: [] } }, createElement('div'));
    return createElement(Component, { key: name });
  });

// antd 5 builds each component's styles in the browser the first time it renders (CSS-in-JS): on a first screen
// that was about a sixth of the render (issue 21). The build writes them ahead of time instead, for the theme most
// users see (light, with motion), into one stylesheet the page links before its own. The file ends with antd's map
// of what it holds, so antd takes those styles from it and computes only the others (the dark theme, reduced
// motion, the few components the extractor does not render: modals, drawers, tooltips, popovers).
export const antdStylesPlugin = (): Plugin => ({
  name: 'antd-styles',
  apply: 'build',
  buildStart() {
    const css = extractStyle(() =>
      createElement(antd.ConfigProvider, { theme: themeConfigOf('light', false) }, createElement(Fragment, null, ...firstScreenNodes())),
    );
    this.emitFile({ type: 'asset', name: FILE_NAME, source: css });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const asset = Object.values(context.bundle ?? {}).find((item) => item.type === 'asset' && item.names.includes(FILE_NAME));
      if (!asset) throw new Error(`antd-styles: no ${FILE_NAME} in the bundle`);
      // first in <head>: the app's own stylesheet, after it, overrides it as it overrides antd's styles
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${asset.fileName}` }, injectTo: 'head-prepend' } satisfies HtmlTagDescriptor];
    },
  },
});
