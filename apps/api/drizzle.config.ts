import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables (issue 28); the migrations stay one chain in ./drizzle.
  schema: ['./src/platform/mail/schema.ts', './src/modules/*/schema.ts'],
  out: './drizzle',
});
