import type { ReactNode } from 'react';
import './tag.css';

type TagProps = { tone: 'new' | 'promo' | 'closed' | 'info'; children: ReactNode; testId?: string };

/** A small uppercase badge: NEW (terracotta), promos (mango), closed signs, neutral notes. */
export function Tag({ tone, children, testId }: TagProps) {
  return (
    <span className={`tag tag--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
