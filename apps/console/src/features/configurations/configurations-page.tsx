/** Placeholder until the screen is built. */
export function ConfigurationsPage() {
  return <h1>ConfigurationsPage</h1>;
}
