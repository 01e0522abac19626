/// <reference types="node" />
// Tests only: the package itself stays free of Node APIs (tsconfig.build.json has no node types).
import { readFileSync } from 'node:fs';

/** The text of a golden fixture in `test/fixtures/`. */
export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/** A golden JSON fixture, parsed. */
export function jsonFixture(name: string): unknown {
  return JSON.parse(fixture(name));
}
