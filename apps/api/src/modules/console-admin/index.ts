export type { ConsoleAdminDeps } from './deps.js';
export { consoleAdminRoutes } from './plugin.js';
export * from './schema.js';
export { consoleDemoUsers, seedConsoleDemo } from './seed.js';
