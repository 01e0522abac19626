/** Placeholder until the screen is built. */
export function UsersPage() {
  return <h1>UsersPage</h1>;
}
