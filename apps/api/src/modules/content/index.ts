export { contentRoutes } from './routes/content.js';
export { webinarRoutes } from './routes/webinar.js';
export * from './schema.js';
