import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config.js';
import {
  configVariables,
  renderConfigurationReference,
  renderEnvExample,
} from './config-reference.js';

const fileOf = (name: string) => fileURLToPath(new URL(`../../${name}`, import.meta.url));
const read = (name: string) => readFileSync(fileOf(name), 'utf8');

// `pnpm --filter @careshop/api config:reference` rewrites both files from the schema.
if (process.env.UPDATE_CONFIG_REFERENCE === '1') {
  writeFileSync(fileOf('CONFIGURATION.md'), renderConfigurationReference());
  writeFileSync(fileOf('.env.example'), renderEnvExample());
}

describe('issue 30: the configuration reference is generated from the config schema', () => {
  it('CONFIGURATION.md is current (regenerate: pnpm --filter @careshop/api config:reference)', () => {
    expect(read('CONFIGURATION.md')).toBe(renderConfigurationReference());
  });

  it('.env.example is current', () => {
    expect(read('.env.example')).toBe(renderEnvExample());
  });

  it('lists every variable the schema reads, each with a meaning', () => {
    const names = configVariables().map((v) => v.name);
    expect(names).toEqual(Object.keys(envSchema.shape));
    for (const v of configVariables()) expect(v.meaning.length).toBeGreaterThan(10);
  });

  it('shows the defaults loadConfig applies', () => {
    const byName = new Map(configVariables().map((v) => [v.name, v]));
    const config = loadConfig({});
    expect(byName.get('PORT')?.defaultValue).toBe(String(config.port));
    expect(byName.get('LOG_FORMAT')?.defaultValue).toBe(config.logFormat);
    expect(byName.get('JOBS')?.defaultValue).toBe('true');
    expect(byName.get('DATABASE_URL')?.defaultValue).toBeUndefined();
    expect(byName.get('LOG_FORMAT')?.accepts).toBe('json | pretty');
  });

  it('the .env.example, read back as an environment, starts the same configuration as no environment', () => {
    const env = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(loadConfig(env)).toEqual(loadConfig({}));
  });
});
