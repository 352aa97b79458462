import { describe, expect, it } from 'vitest';
import { safeColour, safeSheetUrl } from './groupLinks';

describe('safeSheetUrl', () => {
  it.each([
    ['https://docs.google.com/spreadsheets/d/1', 'https://docs.google.com/spreadsheets/d/1'],
    ['http://example.com/a b', 'http://example.com/a%20b'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<b>x</b>', undefined],
    ['docs.google.com', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (url, expected) => {
    expect(safeSheetUrl(url)).toBe(expected);
  });
});

describe('safeColour', () => {
  it('keeps hex colours only', () => {
    expect(safeColour('#1677ff')).toBe('#1677ff');
    expect(safeColour('red')).toBeUndefined();
    expect(safeColour('#fff; background: url(x)')).toBeUndefined();
  });
});
