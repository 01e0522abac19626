/** Placeholder until the screen is built. */
export function ReportsPage() {
  return <h1>ReportsPage</h1>;
}
