import { weightedRating, type MenuChef, type SellerCard, formatPeso } from '@lutong/shared';

// What the landing page shows from the best-rated sellers around the visitor (product §2:
// five sample dishes each linking to a seller menu, three chef stories, a chef of the week).

/** product §1: prices in pesos, shown with the letter P. */
export const peso = formatPeso;

export type SampleDish = {
  dishId: string;
  name: string;
  photo: string;
  sellerId: string;
  sellerName: string;
};

/**
 * Dishes with a photo, one per seller in rating order, then a second round if there are fewer
 * sellers than dishes wanted: a spread of kitchens rather than one seller's whole menu.
 */
export function pickSampleDishes(cards: readonly SellerCard[], count = 5): SampleDish[] {
  const picked: SampleDish[] = [];
  const withPhotos = cards.map((card) => card.dishes.filter((dish) => dish.photo));
  for (let round = 0; picked.length < count; round++) {
    let added = false;
    cards.forEach((card, i) => {
      const dish = withPhotos[i]?.[round];
      if (!dish?.photo || picked.length >= count) return;
      picked.push({
        dishId: dish._id,
        name: dish.name,
        photo: dish.photo,
        sellerId: card.id,
        sellerName: card.name,
      });
      added = true;
    });
    if (!added) break;
  }
  return picked;
}

/** The seller with the best weighted rating (docs/decisions/006), ties to the earlier card. */
export function chefOfTheWeek(cards: readonly SellerCard[]): SellerCard | null {
  let best: SellerCard | null = null;
  for (const card of cards) {
    if (card.ratingsQuantity === 0) continue;
    if (!best || weightedRating(card) > weightedRating(best)) best = card;
  }
  return best;
}

/** Three kitchens with a portrait for the stories, leaving out the chef of the week. */
export function pickStoryChefs(
  cards: readonly SellerCard[],
  featured: SellerCard | null,
  count = 3,
): SellerCard[] {
  return cards.filter((card) => card.userPhoto && card.id !== featured?.id).slice(0, count);
}

export type DishPrice = { price: number; promoPrice: number | null };

/** A sample dish's price from its seller's menu; the promo price only when it is lower. */
export function dishPrice(menu: MenuChef | undefined, dishId: string): DishPrice | null {
  const dish = menu?.dishes.find((d) => d._id === dishId || d.id === dishId);
  if (!dish) return null;
  return { price: dish.price, promoPrice: dish.promoPrice < dish.price ? dish.promoPrice : null };
}

/** A chef's own words cut to a card's length: whole sentences where possible. */
export function storyExcerpt(description: string, maxLength = 220): string {
  const text = description.trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const sentenceEnd = cut.lastIndexOf('. ');
  if (sentenceEnd > maxLength / 2) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
