import { createElement } from 'react';
import { ConfigProvider } from 'antd';
import { extractStyle } from '@ant-design/static-style-extract';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { themeConfigOf } from '../src/layout/themeConfig';

const FILE_NAME = 'antd.css';

// antd 5 builds each component's styles in the browser the first time it renders (CSS-in-JS): on a first screen
// that was about a sixth of the render (issue 21). The build writes them ahead of time instead, for the theme most
// users see (light, with motion), into one stylesheet the page links before its own. The file ends with antd's map
// of what it holds, so antd takes those styles from it and computes only the others (the dark theme, reduced
// motion, the few components the extractor does not render: modals, drawers, tooltips, popovers).
export const antdStylesPlugin = (): Plugin => ({
  name: 'antd-styles',
  apply: 'build',
  buildStart() {
    const css = extractStyle((node) => createElement(ConfigProvider, { theme: themeConfigOf('light', false) }, node));
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
