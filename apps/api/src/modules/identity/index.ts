export { installAccessCheck, type RouteAccessEntry } from './access.js';
export { sessionOrAnonymous } from './anonymous.js';
export { type AuditEntry, changedFields, recordAudit } from './audit.js';
export {
  type ConsoleAction,
  type ConsoleLevel,
  consoleLevels,
  consolePermissions,
  mayConsole,
} from './console-permissions.js';
export {
  type ConsoleSession,
  type ConsoleUser,
  companyScope,
  consoleSessionOf,
  inCompanyScope,
} from './console-session.js';
export { consoleLoginView, consoleResetLink, consoleUserView } from './console-user-view.js';
export type { IdentityContext, IdentityDeps } from './deps.js';
export { requireAnySession, requireSession, requireStaff } from './guard.js';
export { hashPassword } from './password.js';
export { identityRoutes } from './plugin.js';
export { credentialRateLimit } from './routes/auth.js';
export * from './schema.js';
export { isEmpty, seedIdentityDemo } from './seed.js';
export { type AuthSession, forgetCachedSessions, revokeUserSessions } from './sessions.js';
export { resolveShop } from './shop-resolver.js';
export {
  consumeStreamTicket,
  issueStreamTicket,
  looksLikeTicket,
  streamTicketSeconds,
} from './stream-tickets.js';
export { hashToken, newResetToken } from './tokens.js';
export { organisationView } from './user-view.js';
