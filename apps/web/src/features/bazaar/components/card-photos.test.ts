import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CARD_PHOTO_SIZES, type SellerCard } from '@lutong/shared';
import all from 'virtual:lb-i18n/all';
import { holdTexts, i18n } from '../../../i18n/i18n';
import { SellerCardView } from './seller-card';

holdTexts(i18n, 'en', all.en ?? {});
i18n.activate('en');

// Issue 22 (decision 038): bazaar cards offer the browser the photos' card-sized copies.
const user = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const photo = (id: string) => `/uploads/dish/${user}/0190a1b2-c3d4-7e5f-8a9b-${id}/full.jpg`;

const seller: SellerCard = {
  id: user,
  _id: user,
  name: 'lola nena',
  cuisine: ['Filipino'],
  miniAddress: 'Makati',
  userPhoto: `/uploads/profile/${user}/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6d/full.jpg`,
  ratingsAverage: 4.5,
  ratingsQuantity: 12,
  visible: true,
  finishedUpdating: true,
  promo: 0,
  dishes: [
    { _id: 'd1', name: 'Adobo', photo: photo('0c1d2e3f4a61') },
    { _id: 'd2', name: 'Sinigang', photo: '/uploads/demo/dish-sinigang-01.svg' },
  ],
  location: { type: 'Point', coordinates: [121.0244, 14.5547] },
  distance: 1.2,
};

const draw = (card: SellerCard) =>
  renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      // the card's heart reads the session (decision 048): a guest's
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(MemoryRouter, null, createElement(SellerCardView, { seller: card })),
      ),
    ),
  );

const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('seller card photos', () => {
  it('gives a photo with copies a srcset of 320, 480 and 960 px wide and the grid sizes', () => {
    const html = draw(seller);
    const base = photo('0c1d2e3f4a61').replace('full.jpg', '');
    // (React writes the attribute as srcSet; HTML attribute names are case-insensitive)
    expect(html).toContain(
      `srcSet="${base}320.jpg 320w, ${base}480.jpg 480w, ${base}full.jpg 960w"`,
    );
    expect(html).toContain(`sizes="${escaped(CARD_PHOTO_SIZES)}"`);
    // the round avatar, 56 px, from its 160 px copy
    expect(html).toMatch(/srcSet="[^"]*\/160\.jpg 160w, [^"]*\/full\.jpg 480w" sizes="56px"/);
  });

  it('leaves photos without copies (demo drawings, older uploads) as they were', () => {
    const html = draw({
      ...seller,
      userPhoto: `/uploads/profile/${user}/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6d.jpg`,
      dishes: [{ _id: 'd2', name: 'Sinigang', photo: '/uploads/demo/dish-sinigang-01.svg' }],
    });
    expect(html).toContain('src="/uploads/demo/dish-sinigang-01.svg"');
    expect(html.toLowerCase()).not.toContain('srcset');
    expect(html).not.toContain('sizes=');
  });
});
