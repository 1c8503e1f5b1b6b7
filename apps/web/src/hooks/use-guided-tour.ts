import { useEffect, useEffectEvent, useRef } from 'react';
import type { DriveStep, Driver } from 'driver.js';
import { useTexts } from '../i18n/use-texts';

// product §3.2, §3.3 and §6 Tours: the first-use tours of the dashboard (guides[0]) and My Menu
// (guides[1]), with an established tour library (ARCHITECTURE §7),
// loaded when a tour starts (./tour-driver).

/** A tour step pointing at an element by its selector (steps whose element is missing are left out). */
export type TourStep = DriveStep & { element: string };

type GuidedTourOptions = {
  /** True once the page's parts are on screen and the user has not seen the tour yet. */
  active: boolean;
  steps: readonly TourStep[];
  /** Called once when the user finishes or closes the tour (not when they leave the page). */
  onDone: () => void;
};

/**
 * Starts the tour the first time `active` is true and then latches: a re-render, a refetch that
 * changes the user's guides, or `active` flipping back and forth neither restarts nor ends it. Only
 * the user (Done, close, Escape, a click on the overlay) ends it and counts it as seen; leaving the
 * page (unmount) removes it without counting it.
 */
export function useGuidedTour({ active, steps, onDone }: GuidedTourOptions) {
  const done = useEffectEvent(onDone);
  const { t } = useTexts('common');
  const words = useEffectEvent(() => ({
    next: t('tourNext'),
    previous: t('tourPrevious'),
    done: t('tourDone'),
    progress: t('tourProgress', { current: '{{current}}', total: '{{total}}' }),
    close: t('close'),
  }));
  const stepsOnScreen = useEffectEvent(() =>
    steps.filter((step) => document.querySelector(step.element) !== null),
  );
  // The one tour of this mount, kept after it ends so it never starts again on this page; started
  // is set as soon as the tour library is asked for, left while the page is unmounted.
  const tourRef = useRef<Driver | null>(null);
  const startedRef = useRef(false);
  const leftRef = useRef(false);

  useEffect(() => {
    if (!active || startedRef.current) return;
    if (stepsOnScreen().length === 0) return;
    startedRef.current = true;
    void import('./tour-driver').then(({ createTour }) => {
      // the page may have gone, or its parts changed, while the library loaded
      const shown = stepsOnScreen();
      if (leftRef.current || shown.length === 0) return;
      const tour = createTour(shown, () => done(), words());
      tourRef.current = tour;
      tour.drive();
    });
  }, [active]);

  // Leaving the page ends the tour without counting it as seen.
  useEffect(() => {
    leftRef.current = false;
    return () => {
      leftRef.current = true;
      const tour = tourRef.current;
      tourRef.current = null;
      if (tour?.isActive()) tour.destroy();
    };
  }, []);
}
