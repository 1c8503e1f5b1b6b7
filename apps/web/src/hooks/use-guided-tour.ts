import { useEffect, useEffectEvent, useRef } from 'react';
import { driver, type DriveStep, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import '../styles/tour.css';

// product §3.2, §3.3 and §6 Tours: the first-use tours of the dashboard (guides[0]) and My Menu
// (guides[1]), with an established tour library (ARCHITECTURE §7).

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
  const stepsOnScreen = useEffectEvent(() =>
    steps.filter((step) => document.querySelector(step.element) !== null),
  );
  // The one tour of this mount, kept after it ends so it never starts again on this page.
  const tourRef = useRef<Driver | null>(null);

  useEffect(() => {
    if (!active || tourRef.current) return;
    const shown = stepsOnScreen();
    if (shown.length === 0) return;
    const tour = driver({
      showProgress: true,
      allowClose: true,
      steps: shown,
      // driver.js marks the highlighted part of the page as the popover's opener (aria-haspopup,
      // aria-expanded, aria-controls); our steps point at sections and lists, where those
      // attributes are not allowed (axe: aria-allowed-attr), so they come off once it is shown.
      onHighlighted: (element) => {
        for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) {
          element?.removeAttribute(name);
        }
      },
      // The popover's <header> and <footer> would read as a second banner and footer of the page;
      // inside the popover's dialog they are just its title and buttons.
      onPopoverRender: (popover) => {
        popover.title.setAttribute('role', 'none');
        popover.footer.setAttribute('role', 'none');
      },
      // Every end the user chooses passes here; tour.destroy() itself (leaving) does not. Unlike
      // onDestroyed, this also runs when the user ends the tour before its first step has settled.
      onDestroyStarted: () => {
        tour.destroy();
        done();
      },
    });
    tourRef.current = tour;
    tour.drive();
  }, [active]);

  // Leaving the page ends the tour without counting it as seen.
  useEffect(
    () => () => {
      const tour = tourRef.current;
      tourRef.current = null;
      if (tour?.isActive()) tour.destroy();
    },
    [],
  );
}
