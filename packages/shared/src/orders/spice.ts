import type { Locale } from '../i18n/locales.js';
import { wordText } from '../i18n/words.js';

// Spice levels, kept apart from the zod schemas so that the browser's cart rules (loaded on
// every page) do not bring zod.

/** product §7: spice levels 0 to 4. */
export const spiceLevels = ['No', 'Low', 'Medium', 'Medium-High', 'High'] as const;
export const SPICE_MAX = spiceLevels.length - 1;
/** A standardSpice dish offers only no spice (0) or the chef's standard (this value). */
export const STANDARD_SPICE_LEVEL = 2;

const levelKeys = [
  'spiceLevel0',
  'spiceLevel1',
  'spiceLevel2',
  'spiceLevel3',
  'spiceLevel4',
] as const;
const spiceKeys = ['spice0', 'spice1', 'spice2', 'spice3', 'spice4'] as const;

/** A spice level's name (a choice's label): 'Medium', Filipino 'Katamtaman'; else the number. */
export function spiceLevelName(level: number, locale: Locale = 'en'): string {
  const key = levelKeys[level];
  return key ? wordText(locale, key) : String(level);
}

/** A spice level as an order line states it: 'Medium spice', Filipino 'Katamtamang anghang'. */
export function spiceText(level: number, locale: Locale = 'en'): string {
  const key = spiceKeys[level];
  return key ? wordText(locale, key) : `${level} spice`;
}
