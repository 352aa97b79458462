// Puts data into the page as the server or the build does (providers/inline-data.ts).
export const writeInlineData = (id: string, text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.head.append(element);
};
