/** Placeholder until the screen is built. */
export function LocationsPage() {
  return <h1>LocationsPage</h1>;
}
