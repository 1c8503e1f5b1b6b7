import type { TextKey } from '@lutong/shared';
import type { TourStep } from '../../../hooks/use-guided-tour';

// product §3.3 and §6 Tours: the My Menu tour, shown while guides[1] is true; its texts are the
// `myMenu` namespace's, worded by the page (issue 23).
const stops = [
  ['#tour-shop', 'tourShopTitle', 'tourShopBody'],
  ['#tour-menu-days', 'tourDaysTitle', 'tourDaysBody'],
  ['#tour-menu-open', 'tourOpenTitle', 'tourOpenBody'],
  ['#tour-dishes', 'tourDishesTitle', 'tourDishesBody'],
  ['#tour-share', 'tourShareTitle', 'tourShareBody'],
] as const satisfies readonly (readonly [string, TextKey<'myMenu'>, TextKey<'myMenu'>])[];

export const myMenuTourSteps = (t: (key: TextKey<'myMenu'>) => string): TourStep[] =>
  stops.map(([element, title, description]) => ({
    element,
    popover: { title: t(title), description: t(description) },
  }));
