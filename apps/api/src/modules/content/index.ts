export type { ContentDeps } from './deps.js';
export { contentModuleRoutes } from './plugin.js';
export * from './schema.js';
