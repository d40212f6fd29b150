/** The maintenance screen (spec §1): not fully operational, refresh, then contact the admins. */
export function MaintenanceScreen() {
  return (
    <section className="notice" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">The marketplace is not fully operational right now</h1>
      <p>We are working on it. Please refresh the page in a moment.</p>
      <p>If this goes on, contact the marketplace’s administrators.</p>
    </section>
  );
}
