// Data the served page carries inline as JSON (a <script type="application/json"> by its id: no script runs, which
// the Content-Security-Policy forbids inline): the runtime config (server/plugins/spa.ts), the pages' files
// (build/pageFiles.ts). Undefined when the page has none or it is no JSON.
export const inlineData = (id: string): unknown => {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
