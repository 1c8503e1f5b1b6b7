import { luzonNorth } from './luzon-north.js';
import { luzonSouth } from './luzon-south.js';
import { makati } from './makati.js';
import { manila } from './manila.js';
import { metroManilaCities } from './metro-manila-cities.js';
import { mindanao } from './mindanao.js';
import { northMetro } from './north-metro.js';
import { pasayParanaque } from './pasay-paranaque.js';
import { pasigMandaluyongSanJuan } from './pasig-mandaluyong-san-juan.js';
import { quezonCity } from './quezon-city.js';
import { southMetro } from './south-metro.js';
import { taguigPateros } from './taguig-pateros.js';
import type { GazetteerEntry } from './types.js';
import { visayas } from './visayas.js';

export type { GazetteerEntry, PlaceKind } from './types.js';

/** The bundled Philippine gazetteer: Metro Manila in detail, then the main cities nationwide. */
export const gazetteer: readonly GazetteerEntry[] = [
  ...metroManilaCities,
  ...makati,
  ...taguigPateros,
  ...pasigMandaluyongSanJuan,
  ...quezonCity,
  ...manila,
  ...pasayParanaque,
  ...southMetro,
  ...northMetro,
  ...luzonNorth,
  ...luzonSouth,
  ...visayas,
  ...mindanao,
];
