import { describe, expect, it } from 'vitest';
import { attendanceColour, cycleDotColour, GRADE_PALETTE, isAttendanceValue, isPresent, relativeLuminance, textColourOn } from './gradebook-colours';

describe('gradebook colours (operations.md "Gradebook")', () => {
  it('has the palette of 10 in the spec’s order', () => {
    expect(GRADE_PALETTE.map((colour) => colour.name)).toEqual(['green', 'yellow', 'red', 'cyan', 'blue', 'violet', 'lime', 'orange', 'pink', 'magenta']);
  });

  it('measures luminance from black to white, short hex too', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('not a colour')).toBeNull();
  });

  it('writes dark text on light marks and white text on dark ones (threshold 0.5)', () => {
    expect(textColourOn('#fadb14')).toBe('#000000'); // yellow
    expect(textColourOn('#a0d911')).toBe('#000000'); // lime
    expect(textColourOn('#1677ff')).toBe('#ffffff'); // blue
    expect(textColourOn('#722ed1')).toBe('#ffffff'); // violet
    expect(textColourOn(null)).toBeUndefined();
  });

  it('accepts only the attendance values of §5 and reads a plus as present', () => {
    expect(['+', '+(опоздание)', '-', '', ' + '].map(isAttendanceValue)).toEqual([true, true, true, true, true]);
    expect(['++', 'н', '+(болел)'].map(isAttendanceValue)).toEqual([false, false, false]);
    expect(['+', '+(отработка)', '-', '', null].map(isPresent)).toEqual([true, true, false, false, false]);
  });

  it('colours cycle dots green for the current cycle, amber later, grey earlier', () => {
    expect([2, 3, 4].map((cycle) => cycleDotColour(cycle, 3))).toEqual(['grey', 'green', 'amber']);
  });

  it('colours attendance under 80 % red, under 90 % orange, otherwise green, after rounding (§9)', () => {
    expect([100, 90, 89.5, 89.4, 80, 79.5, 79.4, 0].map(attendanceColour)).toEqual(['green', 'green', 'green', 'orange', 'orange', 'orange', 'red', 'red']);
  });
});
