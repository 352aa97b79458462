import { describe, expect, it } from 'vitest';
import { REGISTRATION_CODE_ALPHABET } from '../../resources/registration-codes';
import { newRegistrationCode } from './registration-codes';

describe('newRegistrationCode', () => {
  it('is 10 characters of the unambiguous alphabet, at least the 8 issue 11 asks', () => {
    for (let round = 0; round < 200; round += 1) expect(newRegistrationCode()).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(REGISTRATION_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('takes each character from the random source it is given', () => {
    let next = 0;
    expect(newRegistrationCode(() => next++ % REGISTRATION_CODE_ALPHABET.length)).toBe('ABCDEFGHJK');
    expect(newRegistrationCode(() => REGISTRATION_CODE_ALPHABET.length - 1)).toBe('9999999999');
  });

  it('does not repeat itself over many draws', () => {
    const codes = new Set(Array.from({ length: 5000 }, () => newRegistrationCode()));
    expect(codes.size).toBe(5000);
  });
});
