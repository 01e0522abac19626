/** Placeholder until the screen is built. */
export function DevicesPage() {
  return <h1>DevicesPage</h1>;
}
