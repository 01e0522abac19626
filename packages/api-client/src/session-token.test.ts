import { describe, expect, it } from 'vitest';
import { splitSessionToken } from './session-token';

describe('SPEC 6 Session: the last piece of the token after || is a secret', () => {
  it('splits at the separator', () => {
    expect(splitSessionToken('abc||s3cret')).toEqual({ token: 'abc', secret: 's3cret' });
  });

  it('uses the last separator when there are several', () => {
    expect(splitSessionToken('a||b||c')).toEqual({ token: 'a||b', secret: 'c' });
  });

  it('has no secret when there is no separator', () => {
    expect(splitSessionToken('plain')).toEqual({ token: 'plain', secret: null });
  });
});
