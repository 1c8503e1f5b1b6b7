// Spice levels, kept apart from the zod schemas so that the browser's cart rules (loaded on
// every page) do not bring zod.

/** product §7: spice levels 0 to 4. */
export const spiceLevels = ['No', 'Low', 'Medium', 'Medium-High', 'High'] as const;
export const SPICE_MAX = spiceLevels.length - 1;
/** A standardSpice dish offers only no spice (0) or the chef's standard (this value). */
export const STANDARD_SPICE_LEVEL = 2;
