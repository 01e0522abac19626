// The back office's audit log table moved to identity (issue 29): office administrators' changes
// are audited too. The back office owns no table of its own.
export { auditLog } from '../identity/schema.js';
