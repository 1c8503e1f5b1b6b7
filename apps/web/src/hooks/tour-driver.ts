import { driver, type DriveStep, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import '../styles/tour.css';

// The tour library and its styles, loaded by useGuidedTour only when a tour starts: a first-use
// tour runs after the page's parts are on screen, so its 7 kB (gzip) are not part of the
// dashboard's or My Menu's first visit (issue 23 budgets).

/** The tour's own buttons and progress, in the reader's language (decision 044). */
export type TourWords = {
  next: string;
  previous: string;
  done: string;
  /** with driver.js's `{{current}}` and `{{total}}` where the numbers go */
  progress: string;
  close: string;
};

/** A tour over `steps`, in the brand's look; `onEnd` runs when the user ends it. */
export function createTour(steps: DriveStep[], onEnd: () => void, words: TourWords): Driver {
  const tour: Driver = driver({
    showProgress: true,
    allowClose: true,
    steps,
    nextBtnText: words.next,
    prevBtnText: words.previous,
    doneBtnText: words.done,
    progressText: words.progress,
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
      popover.closeButton.setAttribute('aria-label', words.close);
      popover.title.setAttribute('role', 'none');
      popover.footer.setAttribute('role', 'none');
    },
    // Every end the user chooses passes here; tour.destroy() itself (leaving) does not. Unlike
    // onDestroyed, this also runs when the user ends the tour before its first step has settled.
    onDestroyStarted: () => {
      tour.destroy();
      onEnd();
    },
  });
  return tour;
}
