import type { GazetteerEntry } from './gazetteer/index.js';

/** 'Kapitolyo, Pasig, 1603 Metro Manila, Philippines', as Google writes Philippine addresses. */
export function formattedAddress(entry: GazetteerEntry): string {
  const parts = entry.name === entry.city ? [entry.name] : [entry.name, entry.city];
  parts.push(entry.zip ? `${entry.zip} ${entry.province}` : entry.province, 'Philippines');
  return parts.join(', ');
}

/** 'Pasig, Metro Manila, Philippines': what follows the place's own name in a suggestion. */
export function secondaryText(entry: GazetteerEntry): string {
  const parts = entry.name === entry.city ? [] : [entry.city];
  return [...parts, entry.province, 'Philippines'].join(', ');
}

/** Google's place types for a kind of gazetteer entry. */
export function types(entry: GazetteerEntry): string[] {
  switch (entry.kind) {
    case 'city':
    case 'municipality':
      return ['locality', 'political'];
    case 'district':
    case 'barangay':
      return ['sublocality', 'political'];
    case 'village':
      return ['neighborhood', 'political'];
    case 'condominium':
      return ['premise'];
    case 'landmark':
      return ['establishment', 'point_of_interest'];
  }
}
