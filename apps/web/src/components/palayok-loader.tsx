import { useTexts } from '../i18n/use-texts';
// The loading mascot (BRAND.md): a steaming palayok, the Filipino clay cooking pot.
export function PalayokIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <g
        className="palayok__steam"
        stroke="var(--color-leaf-500)"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      >
        <path d="M44 38c-7-8 7-12 0-22" />
        <path d="M60 34c-7-8 7-12 0-22" />
        <path d="M76 38c-7-8 7-12 0-22" />
      </g>
      <ellipse cx="60" cy="84" rx="44" ry="28" fill="var(--color-terracotta-600)" />
      <path
        d="M24 76c8 8 64 8 72 0"
        stroke="var(--color-terracotta-700)"
        strokeWidth="3"
        fill="none"
      />
      <path
        d="M30 92c10 8 50 8 60 0"
        stroke="var(--color-mango-400)"
        strokeWidth="3"
        strokeDasharray="4 6"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="24" y="52" width="72" height="14" rx="7" fill="var(--color-terracotta-700)" />
      <path d="M32 52c4-8 52-8 56 0" fill="var(--color-terracotta-500)" />
      <circle cx="60" cy="44" r="5" fill="var(--color-terracotta-700)" />
      <ellipse cx="46" cy="80" rx="8" ry="4" fill="#fff" opacity=".25" />
    </svg>
  );
}

/**
 * A page or section loader: the mascot with a short text, announced politely. `fillsScreen` for a
 * whole page that is loading: it keeps a screen's height, so the footer waits below the fold
 * instead of being pushed down when the page arrives (no layout shift, issue 10 budgets).
 */
export function PalayokLoader({
  label,
  fillsScreen = false,
}: {
  label?: string;
  fillsScreen?: boolean;
}) {
  const { t } = useTexts('common');
  return (
    <div
      className={fillsScreen ? 'palayok palayok--screen' : 'palayok'}
      role="status"
      aria-live="polite"
      data-testid="loading-mascot"
    >
      <PalayokIcon className="palayok__icon" />
      <p className="palayok__label">{label ?? t('loading')}…</p>
    </div>
  );
}
