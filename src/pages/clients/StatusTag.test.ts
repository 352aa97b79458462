import { describe, expect, it } from 'vitest';
import { textColourOn } from './StatusTag';

describe('textColourOn', () => {
  it.each([
    ['#ffffff', 'rgba(0, 0, 0, 0.88)'],
    ['#4bdf1a', 'rgba(0, 0, 0, 0.88)'],
    ['#000000', '#ffffff'],
    ['#1677ff', '#ffffff'],
  ])('%s → %s', (background, text) => {
    expect(textColourOn(background)).toBe(text);
  });
});
