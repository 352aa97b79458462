import { configure } from '@testing-library/react';
// antd's responsive observer needs matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }),
});
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);

// findBy… and waitFor wait up to 5 s, not 1 s: antd's first render of a page takes seconds on two busy cores.
configure({ asyncUtilTimeout: 5_000 });
