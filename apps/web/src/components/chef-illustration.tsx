// An original drawing for Lutong Bahay (BRAND.md): a smiling Filipino home cook in a banana-leaf
// apron and a mango headscarf, waving a ladle over a steaming palayok.
const skin = '#b9774a';
const hair = '#2a1b14';
const ink = '#3b2218';

export function ChefIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 240 260"
      role="img"
      aria-labelledby="chef-illustration-title"
    >
      <title id="chef-illustration-title">
        A smiling home cook holding a ladle over a steaming clay pot
      </title>
      <circle cx="120" cy="124" r="112" fill="var(--color-mango-100)" />
      <circle
        cx="120"
        cy="124"
        r="112"
        fill="none"
        stroke="var(--color-mango-400)"
        strokeWidth="4"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      {/* shirt and raised arm */}
      <path d="M46 252c0-56 30-84 74-84s74 28 74 84z" fill="var(--color-terracotta-600)" />
      <path
        d="M176 214c20-14 26-38 22-66"
        stroke="var(--color-terracotta-600)"
        strokeWidth="22"
        strokeLinecap="round"
        fill="none"
      />
      {/* ladle */}
      <path d="M197 146 184 62" stroke="#7c828c" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M166 58a19 15 0 0 0 36-6z"
        fill="#a9b0ba"
        stroke="#7c828c"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M176 40c-5-7 5-10 0-18M188 38c-5-7 5-10 0-18"
        stroke="var(--color-leaf-600)"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
        opacity=".7"
      />
      <circle cx="198" cy="148" r="12" fill={skin} />
      {/* apron */}
      <path d="M92 182h56l10 70H82z" fill="var(--color-leaf-700)" />
      <path
        d="M92 182c4-16 52-16 56 0"
        stroke="var(--color-leaf-700)"
        strokeWidth="5"
        fill="none"
      />
      <rect x="104" y="210" width="32" height="20" rx="5" fill="var(--color-leaf-500)" />
      <path d="M120 214c-7 3-9 9-6 13 5-1 9-6 6-13z" fill="var(--color-mango-400)" />
      {/* neck, hair bun, head */}
      <rect x="108" y="150" width="24" height="26" rx="9" fill={skin} />
      <circle cx="120" cy="66" r="17" fill={hair} />
      <ellipse cx="80" cy="122" rx="7" ry="9" fill={skin} />
      <ellipse cx="160" cy="122" rx="7" ry="9" fill={skin} />
      <ellipse cx="120" cy="118" rx="40" ry="44" fill={skin} />
      <path
        d="M80 114c-2-30 18-46 40-46s42 16 40 46c-10-14-24-20-40-19-16-1-30 5-40 19z"
        fill={hair}
      />
      {/* headscarf */}
      <path d="M82 98c12-18 64-18 76 0l-2 10c-14-14-58-14-72 0z" fill="var(--color-mango-400)" />
      <circle cx="100" cy="96" r="2.5" fill="var(--color-terracotta-600)" />
      <circle cx="120" cy="91" r="2.5" fill="var(--color-terracotta-600)" />
      <circle cx="140" cy="96" r="2.5" fill="var(--color-terracotta-600)" />
      {/* face */}
      <path
        d="M100 120q7-7 14 0M126 120q7-7 14 0"
        stroke={ink}
        strokeWidth="3.5"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="98" cy="134" r="6" fill="#e07a5f" opacity=".55" />
      <circle cx="142" cy="134" r="6" fill="#e07a5f" opacity=".55" />
      <path
        d="M107 138q13 13 26 0"
        stroke={ink}
        strokeWidth="3.5"
        strokeLinecap="round"
        fill="#fff8f0"
      />
      {/* palayok in front */}
      <path d="M38 222c-8 24 12 34 32 34s40-10 32-34z" fill="var(--color-terracotta-600)" />
      <path
        d="M42 236q28 9 56 0"
        stroke="var(--color-mango-400)"
        strokeWidth="3"
        strokeDasharray="3 6"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="33" y="213" width="74" height="11" rx="5.5" fill="var(--color-terracotta-700)" />
      <path d="M41 213c6-14 52-14 58 0z" fill="var(--color-terracotta-500)" />
      <circle cx="70" cy="201" r="4.5" fill="var(--color-terracotta-700)" />
      <path
        d="M56 192c-5-7 5-10 0-18M70 188c-5-7 5-10 0-18M84 192c-5-7 5-10 0-18"
        stroke="var(--color-leaf-500)"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
        opacity=".75"
      />
    </svg>
  );
}
