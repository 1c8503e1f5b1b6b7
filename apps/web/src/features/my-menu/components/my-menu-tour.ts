import type { TourStep } from '../../../hooks/use-guided-tour';

// product §3.3 and §6 Tours: the My Menu tour, shown while guides[1] is true.
export const myMenuTourSteps: TourStep[] = [
  {
    element: '#tour-shop',
    popover: {
      title: 'Your shop front',
      description:
        'Your photos, name, bio and mini address are the first things buyers see on your menu.',
    },
  },
  {
    element: '#tour-menu-days',
    popover: {
      title: 'Your menu days',
      description:
        'Tap the days you cook. Buyers order ahead for these days; Tod takes same-day orders.',
    },
  },
  {
    element: '#tour-menu-open',
    popover: {
      title: 'Open your menu',
      description:
        'Switch this on when your menu is ready. Until then buyers see TEMPORARILY CLOSED.',
    },
  },
  {
    element: '#tour-dishes',
    popover: {
      title: 'Your dishes',
      description:
        'Add each dish with a photo, price and the days you cook it. Mark a day out of stock when you run out.',
    },
  },
  {
    element: '#tour-share',
    popover: {
      title: 'Share your menu',
      description: 'Post your menu link on Facebook, Messenger or X so your suki can order.',
    },
  },
];
