import { type TourStep, useGuidedTour } from '../../../hooks/use-guided-tour';

// product §3.2 and §6 Tours: the dashboard tour (guides[0]). It runs once the page's parts are
// on screen; closing or finishing it calls onDone.

const steps: TourStep[] = [
  {
    element: '#tour-counters',
    popover: {
      title: 'Your orders at a glance',
      description:
        'Pending Orders wait for you to confirm or finish; Orders for Checkout are done.',
    },
  },
  {
    element: '#tour-filters',
    popover: {
      title: 'Filter and sort',
      description: 'Narrow the list to a delivery day or a dispatch time, and sort by zip code.',
    },
  },
  {
    element: '#tour-pending',
    popover: {
      title: 'Confirm, reject, finish',
      description:
        'Confirm a new order so your customer can pay. When the food is ready, Finish books the courier or tells your customer to pick up.',
    },
  },
  {
    element: '#tour-group',
    popover: {
      title: 'Group deliveries',
      description: 'Two deliveries going the same way? Send them with one courier and save.',
    },
  },
  {
    element: '#tour-checkout',
    popover: {
      title: 'Orders for Checkout',
      description: 'Your last 30 finished orders and where their deliveries are.',
    },
  },
  {
    element: '#tour-money',
    popover: {
      title: 'Your money',
      description: 'What you earned this month and what the Monday payout owes you.',
    },
  },
];

export function useDashboardTour(active: boolean, onDone: () => void) {
  useGuidedTour({ active, steps, onDone });
}
