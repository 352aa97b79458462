import type { HtmlTagDescriptor, Plugin } from 'vite';
import { PAGE_FILES_ID } from '../src/bootPageFiles';
import { chunksOf, staticClosure, type Bundle } from './bundleChunks';

type Node = { type: string; [key: string]: unknown };

// The pages' own lists (src/pages/<area>/<area>Pages.ts): each entry names its route and loads its module.
const PAGE_LISTS = /[\\/]src[\\/]pages[\\/][^\\/]+[\\/][^\\/]+Pages\.ts$/;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const children = (node: Node): Node[] =>
  Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));

const keyName = (property: Node) => {
  const key = property.key as Node | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : undefined;
};

const stringLiteral = (node: Node | undefined) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);

// `{ path: '/clients/table', …, load: () => import('./table/ApplicationsTablePage') }`: the route and what it imports
export const pageImportsIn = (program: Node): { path: string; specifier: string }[] => {
  const found: { path: string; specifier: string }[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const properties = (node.properties as Node[]).filter((property) => property.type === 'Property');
      const path = stringLiteral(properties.find((property) => keyName(property) === 'path')?.value as Node | undefined);
      const load = properties.find((property) => keyName(property) === 'load')?.value as Node | undefined;
      const body = load?.type === 'ArrowFunctionExpression' ? (load.body as Node) : undefined;
      const specifier = body?.type === 'ImportExpression' ? stringLiteral(body.source as Node) : undefined;
      if (path && specifier) found.push({ path, specifier });
    }
    children(node).forEach(visit);
  };
  visit(program);
  return found;
};

// Each page's files by its route, for the boot (src/bootPageFiles.ts): the page's chunk and what it imports, less
// what index.html loads already.
export const pageFilesOf = (pageModules: ReadonlyMap<string, string>, bundle: Bundle, html: string): Record<string, string[]> => {
  const chunks = chunksOf(bundle);
  const files: Record<string, string[]> = {};
  for (const [path, moduleId] of pageModules) {
    // a page module other chunks import too sits in a shared chunk, without a chunk of its own
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === moduleId) ?? chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
    if (!chunk) throw new Error(`page-files: no chunk for ${path} (${moduleId})`);
    const closure = new Set<string>();
    staticClosure(bundle, chunk.fileName, closure);
    files[path] = [...closure].map((file) => `/${file}`).filter((href) => !html.includes(`"${href}"`));
  }
  return files;
};

// The boot starts downloading the opened page's files with the sign-in (issue 21): the shell's own preload of the
// page (src/routes/preloadPage.ts) could only start once the shell had run, and the page's files then queued with
// the first screen's requests. index.html carries each page's files as data (no script: the CSP allows none inline).
export const pageFilesPlugin = (): Plugin => {
  const pageModules = new Map<string, string>();
  return {
    name: 'page-files',
    apply: 'build',
    transform: {
      order: 'post',
      async handler(code, id) {
        if (!PAGE_LISTS.test(id)) return null;
        for (const { path, specifier } of pageImportsIn(this.parse(code) as unknown as Node)) {
          const resolved = await this.resolve(specifier, id);
          if (!resolved) throw new Error(`page-files: ${specifier} in ${id} does not resolve`);
          pageModules.set(path, resolved.id);
        }
        return null;
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const bundle = context.bundle as unknown as Bundle | undefined;
        if (!bundle) return [];
        const data = JSON.stringify(pageFilesOf(pageModules, bundle, html)).replaceAll('<', '\\u003c');
        return [{ tag: 'script', attrs: { type: 'application/json', id: PAGE_FILES_ID }, children: data, injectTo: 'head' } satisfies HtmlTagDescriptor];
      },
    },
  };
};
