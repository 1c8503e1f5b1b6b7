// product §11: the confirmation map is shown at zoom 17 and 300px high.
export const MAP_ZOOM = 17;
export const MAP_HEIGHT_PX = 300;
/** Wait this long after the last key before asking for suggestions. */
export const SUGGESTION_DEBOUNCE_MS = 250;
