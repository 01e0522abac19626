import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from './password-strength';

describe('SPEC 2 register: password-strength meter levels poor, weak, normal, good, strong', () => {
  it.each([
    ['', 'poor'],
    ['abc', 'poor'],
    ['abcdef', 'poor'],
    ['abcdefgh', 'weak'],
    ['abcdefg1', 'normal'],
    ['abcdefg1!', 'good'],
    ['Abcdefg1!', 'strong'],
  ] as const)('"%s" is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('counts non-Latin letters and symbols', () => {
    expect(passwordScore('Ωmega€')).toBe(3);
  });
});
