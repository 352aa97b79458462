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
