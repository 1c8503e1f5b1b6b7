// product §5 User: guides is a list of flags, index 0 the dashboard tour and index 1 the My Menu
// tour; product §6 Tours: finishing a tour saves guides.

export const DASHBOARD_GUIDE = 0;
export const MY_MENU_GUIDE = 1;

/** Whether the tour at `index` is still to be shown. */
export const isGuidePending = (guides: readonly boolean[] | undefined, index: number): boolean =>
  guides?.[index] === true;

/** The guides to save once the tour at `index` is done: that flag false, the others as they were. */
export function guidesAfterTour(guides: readonly boolean[], index: number): boolean[] {
  const length = Math.max(guides.length, index + 1);
  return Array.from({ length }, (_, i) => (i === index ? false : (guides[i] ?? false)));
}
