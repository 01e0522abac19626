/** Placeholder until the screen is built. */
export function AuditPage() {
  return <h1>AuditPage</h1>;
}
