import { z } from 'zod';
import { envSchema } from './config.js';

/** One environment variable as the reference shows it. */
export interface ConfigVariable {
  name: string;
  /** The value used when the variable is unset, as it would be written; undefined = none. */
  defaultValue: string | undefined;
  /** What values are accepted, in words: `json | pretty`, `integer 1–65535`, `starts with …`. */
  accepts: string;
  meaning: string;
}

interface JsonSchemaField {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
}

const booleanWords = ['true', 'false', '1', '0'];

function acceptsOf(field: JsonSchemaField): string {
  if (field.enum) {
    const values = field.enum.map(String);
    return booleanWords.every((word) => values.includes(word))
      ? 'true | false (or 1 | 0)'
      : values.join(' | ');
  }
  if (field.type === 'integer' || field.type === 'number') {
    const range =
      field.maximum !== undefined
        ? ` ${field.minimum ?? '…'}–${field.maximum}`
        : field.minimum !== undefined
          ? ` ≥ ${field.minimum}`
          : '';
    return `${field.type}${range}`;
  }
  if (field.format === 'uri') return 'URL';
  if (field.pattern) {
    // `^postgres(ql)?:\/\/` reads "URL starting postgres[ql]://".
    const start = field.pattern
      .replace(/^\^/, '')
      .replace(/\\/g, '')
      .replace(/\((\w+)\)\?/g, '[$1]')
      .replace(/(\w)\?/g, '[$1]');
    return `URL starting ${start}`;
  }
  return 'text';
}

/** Every variable of {@link envSchema}, in its order, read from the schema itself. */
export function configVariables(): ConfigVariable[] {
  return Object.entries(envSchema.shape).map(([name, field]) => {
    const json = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as JsonSchemaField;
    const parsed = field.safeParse(undefined);
    const defaultValue =
      parsed.success && parsed.data !== undefined ? String(parsed.data) : undefined;
    if (!field.description) throw new Error(`${name} has no description in envSchema`);
    return { name, defaultValue, accepts: acceptsOf(json), meaning: field.description };
  });
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** `CONFIGURATION.md`: the table an operator reads. */
export function renderConfigurationReference(): string {
  const rows = configVariables().map(
    (v) =>
      `| \`${v.name}\` | ${v.defaultValue === undefined ? '(unset)' : `\`${cell(v.defaultValue)}\``} | ${cell(v.accepts)} | ${cell(v.meaning)} |`,
  );
  return [
    '# Configuration reference',
    '',
    'Every environment variable the API reads. Generated from the config schema',
    '(`envSchema` in `src/platform/config.ts`) by `pnpm --filter @careshop/api config:reference`; a test',
    'fails when this file is not current. Every variable is optional: the defaults run the demo on',
    'one laptop. Values are checked at start; a bad one stops the process with a message naming it.',
    '',
    '| Variable | Default | Accepts | Meaning |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** `.env.example`: every variable at its default, its meaning above it. */
export function renderEnvExample(): string {
  const header = [
    '# Careshop API settings, generated from the config schema (see CONFIGURATION.md). Every',
    '# variable is optional; the defaults run the demo on one laptop.',
  ];
  const blocks = configVariables().map((v) =>
    [...wrap(`${v.meaning} Accepts: ${v.accepts}.`, 100), `${v.name}=${v.defaultValue ?? ''}`].join(
      '\n',
    ),
  );
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}
