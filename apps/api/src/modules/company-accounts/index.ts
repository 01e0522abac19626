export type { CompanyAccountsDeps } from './deps.js';
export { makeFirstAdmin } from './first-admin.js';
export type { MemberOffice } from './member-office.js';
export { setMemberLimit, setMemberRole } from './members.js';
export { companyAccountsRoutes } from './plugin.js';
export { officeTeam } from './team.js';
