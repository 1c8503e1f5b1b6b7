// The brand mark: a banana leaf folded under a small palayok, drawn for Lutong Bahay.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="var(--color-leaf-700)" />
      <path d="M7 27c6-12 18-16 27-14-5 9-15 15-27 14z" fill="var(--color-leaf-500)" />
      <path
        d="M9 26c7-5 14-8 22-11"
        stroke="var(--color-leaf-100)"
        strokeWidth="1.4"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="20" cy="24" rx="8.5" ry="6" fill="var(--color-terracotta-600)" />
      <rect x="11.5" y="16.5" width="17" height="4" rx="2" fill="var(--color-terracotta-700)" />
      <path
        d="M16 13c-1.5-2 1.5-3 0-5M20 13c-1.5-2 1.5-3 0-5M24 13c-1.5-2 1.5-3 0-5"
        stroke="var(--color-mango-400)"
        strokeWidth="1.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
