import { describe, expect, it } from 'vitest';
import { textColourOn } from './StatusTag';

describe('textColourOn', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#4bdf1a', '#000000'],
    ['#000000', '#ffffff'],
    ['#1677ff', '#000000'], // 5.1:1 against 4.1:1 for white
    // mid colours where the old threshold (0.4) chose black at under 4.5:1
    ['#e67e22', '#000000'],
    ['#3498db', '#000000'],
    ['#8e44ad', '#ffffff'],
  ])('%s → %s', (background, text) => {
    expect(textColourOn(background)).toBe(text);
  });
});
