// Pages whose own issues come later render only their heading until then (nothing that pretends
// to work).
export function PlannedPage({ title }: { title: string }) {
  return (
    <section className="page">
      <title>{`${title} · Lutong Bahay`}</title>
      <h1>{title}</h1>
    </section>
  );
}
