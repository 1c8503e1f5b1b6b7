import type { TextKey } from '@lutong/shared';
import { type TourStep, useGuidedTour } from '../../../hooks/use-guided-tour';
import { useTexts } from '../../../i18n/use-texts';

// product §3.2 and §6 Tours: the dashboard tour (guides[0]). It runs once the page's parts are
// on screen; closing or finishing it calls onDone.

// its texts are the `dashboard` namespace's (issue 23)
const stops = [
  ['#tour-counters', 'tourCountersTitle', 'tourCountersBody'],
  ['#tour-filters', 'tourFiltersTitle', 'tourFiltersBody'],
  ['#tour-pending', 'tourPendingTitle', 'tourPendingBody'],
  ['#tour-group', 'tourGroupTitle', 'tourGroupBody'],
  ['#tour-checkout', 'tourCheckoutTitle', 'tourCheckoutBody'],
  ['#tour-money', 'tourMoneyTitle', 'tourMoneyBody'],
] as const satisfies readonly (readonly [string, TextKey<'dashboard'>, TextKey<'dashboard'>])[];

export function useDashboardTour(active: boolean, onDone: () => void) {
  const { t } = useTexts('dashboard');
  const steps: TourStep[] = stops.map(([element, title, description]) => ({
    element,
    popover: { title: t(title), description: t(description) },
  }));
  useGuidedTour({ active, steps, onDone });
}
