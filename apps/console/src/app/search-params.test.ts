import { describe, expect, it } from 'vitest';
import { parseConsoleEnv, toBasePath } from '../config/env';
import { countsSearch, positiveId } from '../lib/search-params';
import { visibleNavItems } from './nav-items';

describe('search and path parameters', () => {
  it('keeps a well-formed counts search and drops what is malformed', () => {
    expect(
      countsSearch({ location: '4', from: '2026-11-01', to: '2026-11-07', interval: 'h' }),
    ).toEqual({
      location: 4,
      from: '2026-11-01',
      to: '2026-11-07',
      interval: 'h',
    });
    expect(countsSearch({ location: 4, interval: 'D' })).toMatchObject({
      location: 4,
      interval: 'D',
    });
    expect(
      countsSearch({ location: '-1', from: '1.11.2026', to: '2026-11-07<script>', interval: 'Y' }),
    ).toEqual({ location: undefined, from: undefined, to: undefined, interval: undefined });
  });

  it('refuses a path id that is not a positive integer', () => {
    expect(positiveId('12')).toBe(12);
    for (const bad of ['0', '-3', '1.5', 'abc', '12345678901']) {
      expect(() => positiveId(bad)).toThrow();
    }
  });
});

describe('env', () => {
  it('normalises the base path and refuses an API URL that is not http(s)', () => {
    expect(toBasePath('console/')).toBe('/console');
    expect(parseConsoleEnv({}).VITE_BASE_PATH).toBe('/console');
    expect(parseConsoleEnv({ VITE_API_URL: 'https://api.example.com' }).VITE_API_URL).toBe(
      'https://api.example.com',
    );
    expect(() => parseConsoleEnv({ VITE_API_URL: 'javascript:alert(1)' })).toThrow(/VITE_API_URL/);
  });
});

describe('navigation by level', () => {
  it('shows a level-4 user only the dashboard and an administrator the admin screens', () => {
    expect(visibleNavItems(['self:read', 'live:read']).map((item) => item.to)).toEqual(['/']);
    const admin = visibleNavItems([
      'live:read',
      'counts:read',
      'reports:read',
      'locations:read',
      'devices:read',
      'users:read',
      'configs:read',
      'promos:read',
    ]);
    expect(admin.map((item) => item.to)).toEqual([
      '/',
      '/counts',
      '/reports',
      '/locations',
      '/devices',
      '/users',
      '/configurations',
      '/promos',
    ]);
  });
});
