import { LazyChefIllustration } from './chef-illustration-lazy';

/** product §2: the full-screen chef image shown while the login check (or a signup) is pending. */
export function ChefSplash({ label = 'Warming up the kitchen' }: { label?: string }) {
  return (
    <div className="chef-splash" role="status" aria-live="polite" data-testid="chef-splash">
      <LazyChefIllustration className="chef-splash__image" />
      <p className="chef-splash__brand">Lutong Bahay</p>
      <p className="chef-splash__label">{label}…</p>
    </div>
  );
}
