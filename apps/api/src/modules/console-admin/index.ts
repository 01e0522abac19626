export { consoleCompanyRoutes } from './routes/console-companies.js';
export { consoleConfigRoutes } from './routes/console-configs.js';
export { consoleLocationRoutes } from './routes/console-locations.js';
export { consolePromoRoutes } from './routes/console-promos.js';
export { consoleUserRoutes } from './routes/console-users.js';
export * from './schema.js';
export { consoleDemoUsers, seedConsoleDemo } from './seed.js';
