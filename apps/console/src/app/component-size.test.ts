import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 28: no console component over 300 lines; split a part out into the feature's components/. */
const MAX_LINES = 300;
const src = join(import.meta.dirname, '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('component size', () => {
  it(`keeps every src/**/*.tsx at ${MAX_LINES} lines or fewer`, () => {
    const files = tsxFiles(src);
    // A walk that found nothing would pass whatever the sizes.
    expect(files.length).toBeGreaterThan(50);
    const tooLong = files
      .map((file) => ({
        file: relative(src, file),
        lines: readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length,
      }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `src/${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
