import type { ReactNode } from 'react';
import { isDishTag, type DishTag } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
} as const;
const slash = <path d="M4 20 20 4" {...stroke} />;

const icons: Record<DishTag, ReactNode> = {
  spice: (
    <>
      <path
        d="M7 19c6 1 11-4 11-10 0-1.5-1-2.5-2.5-2.5S13 8 12.5 10C11 14 8 16 5 17c0 1 1 2 2 2z"
        fill="currentColor"
      />
      <path d="M15.5 6.5c0-2 1-3 3-3.5" {...stroke} />
    </>
  ),
  dairy: (
    <>
      <path d="M8 3h8v3l2 3v12H6V9l2-3z" {...stroke} strokeLinejoin="round" />
      <path d="M6 13h12" {...stroke} />
    </>
  ),
  vegetarian: (
    <>
      <path d="M5 19C4 10 10 4 20 4c0 10-6 16-15 15z" {...stroke} strokeLinejoin="round" />
      <path d="M5 19 14 10" {...stroke} />
    </>
  ),
  nuts: (
    <path
      d="M9 3a4.5 4.5 0 0 0-1.5 8.7A4.5 4.5 0 1 0 16 14a4.5 4.5 0 1 0-5.7-6.5A4.5 4.5 0 0 0 9 3z"
      {...stroke}
    />
  ),
  vegan: (
    <>
      <path d="M12 21V11" {...stroke} />
      <path
        d="M12 13C12 8 9 5 4 5c0 5 3 8 8 8zM12 11c0-4 3-7 8-7 0 4-3 7-8 7z"
        {...stroke}
        strokeLinejoin="round"
      />
    </>
  ),
  glutenFree: (
    <>
      <path
        d="M12 21V8M12 8c-2-1-3-3-3-5 2 1 3 3 3 5zm0 0c2-1 3-3 3-5-2 1-3 3-3 5zM12 14c-2-1-4-2-4-5 2 1 4 2 4 5zm0 0c2-1 4-2 4-5-2 1-4 2-4 5z"
        {...stroke}
      />
      {slash}
    </>
  ),
  'sugar-free': (
    <>
      <path d="M6 8l6-3 6 3v8l-6 3-6-3zM6 8l6 3 6-3M12 11v8" {...stroke} strokeLinejoin="round" />
      {slash}
    </>
  ),
};

/** The dish's tag icons, each with its word for screen readers and as a tooltip. */
export function DishTags({ tags }: { tags: readonly string[] }) {
  const { t } = useTexts('menu');
  // the tag's words: the `dishTags` namespace, keyed by the tag's value (decision 052)
  const { t: tagWord } = useTexts('dishTags');
  const known = tags.filter(isDishTag);
  if (known.length === 0) return null;
  return (
    <ul className="dish-tags" aria-label={t('dishTags')} data-testid="dish-tags">
      {known.map((tag) => (
        <li key={tag} className={`dish-tag dish-tag--${tag}`} title={tagWord(tag)}>
          <svg viewBox="0 0 24 24" role="img" aria-label={tagWord(tag)}>
            {icons[tag]}
          </svg>
        </li>
      ))}
    </ul>
  );
}
