import { useEffect, useEffectEvent } from 'react';
import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';

// spec seller §2.2 and §4 Tours: the dashboard tour (guides[0]), with an established tour library
// (DESIGN §7). It runs once the page's parts are on screen; closing or finishing it calls onDone.

const steps = [
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
  const finished = useEffectEvent(onDone);

  useEffect(() => {
    if (!active) return;
    // Leaving the page ends the tour without counting it as seen.
    let leaving = false;
    const tour = driver({
      showProgress: true,
      allowClose: true,
      steps: steps.filter((step) => document.querySelector(step.element)),
      onDestroyed: () => {
        if (!leaving) finished();
      },
    });
    tour.drive();
    return () => {
      leaving = true;
      if (tour.isActive()) tour.destroy();
    };
  }, [active]);
}
