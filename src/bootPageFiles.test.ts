// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { writeInlineData } from '../providers/testing/inlineData';
import { pageFilesFor, preloadPageFiles } from './bootPageFiles';

const filesByRoute = {
  '/students/table': ['/assets/StudentsTablePage-1.js', '/assets/grid-1.js'],
  '/students/:studentId': ['/assets/StudentCard-1.js'],
  '/tasks': ['/assets/TasksPage-1.js'],
};

describe('pageFilesFor', () => {
  it('picks the route the address matches', () => {
    expect(pageFilesFor('/tasks', filesByRoute)).toEqual(['/assets/TasksPage-1.js']);
    expect(pageFilesFor('/students/42', filesByRoute)).toEqual(['/assets/StudentCard-1.js']);
  });

  it('ranks a fixed segment above a parameter, as the router does', () => {
    expect(pageFilesFor('/students/table', filesByRoute)).toEqual(['/assets/StudentsTablePage-1.js', '/assets/grid-1.js']);
  });

  it('matches whole addresses only, with or without a trailing slash', () => {
    expect(pageFilesFor('/students', filesByRoute)).toEqual([]);
    expect(pageFilesFor('/students/table/extra', filesByRoute)).toEqual([]);
    expect(pageFilesFor('/tasks/', filesByRoute)).toEqual(['/assets/TasksPage-1.js']);
  });
});

describe('preloadPageFiles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const writeFiles = (text: string) => writeInlineData('page-files', text);

  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
      href: link.getAttribute('href'),
      // present and empty: anonymous, as index.html's module scripts and preloads are fetched
      crossorigin: link.getAttribute('crossorigin'),
    }));

  it('adds a module preload for each of the opened page’s files, as module scripts are fetched', () => {
    writeFiles(JSON.stringify(filesByRoute));
    preloadPageFiles('/students/table?current=2');
    expect(preloads()).toEqual([
      { href: '/assets/StudentsTablePage-1.js', crossorigin: '' },
      { href: '/assets/grid-1.js', crossorigin: '' },
    ]);
  });

  it('adds nothing for an address no page of the build matches, or without the build’s data', () => {
    writeFiles(JSON.stringify(filesByRoute));
    preloadPageFiles('/settings/subjects');
    document.getElementById('page-files')?.remove();
    preloadPageFiles('/tasks');
    writeFiles('not json');
    preloadPageFiles('/tasks');
    expect(preloads()).toEqual([]);
  });
});
