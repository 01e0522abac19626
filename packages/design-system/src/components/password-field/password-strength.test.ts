import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from './password-strength';

describe('SPEC 2 register: password-strength meter levels poor, weak, normal, good, strong', () => {
  it.each([
    ['', 'poor'],
    ['abc', 'poor'],
    ['abcdef', 'poor'],
    ['abcdefgh', 'weak'],
    ['plumtre1', 'normal'],
    ['abcdefg1!', 'good'],
    ['Abcdefg1!', 'strong'],
  ] as const)('"%s" is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('issue 10 item 9: rates one of the most common passwords poor, whatever it looks like', () => {
    expect(passwordStrength('Password1!')).toBe('strong');
    for (const common of ['P@ssw0rd', 'Trustno1', 'Qwerty123']) {
      expect(passwordStrength(common), common).toBe('poor');
    }
  });

  it('counts non-Latin letters and symbols', () => {
    expect(passwordScore('Ωmega€')).toBe(3);
  });
});
