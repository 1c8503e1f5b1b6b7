import { town, type GazetteerEntry } from './types.js';

const ncr = 'Metro Manila';

/** The 16 cities and one municipality of Metro Manila, at their centres. */
export const metroManilaCities: GazetteerEntry[] = [
  town('Manila', ncr, 14.5958, 120.9772, { zip: '1000', aliases: ['City of Manila'] }),
  town('Quezon City', ncr, 14.6761, 121.0437, { zip: '1100', aliases: ['QC'] }),
  town('Caloocan', ncr, 14.6507, 120.9724, { zip: '1400', aliases: ['Kalookan'] }),
  town('Las Piñas', ncr, 14.4445, 120.9939, { zip: '1740' }),
  town('Makati', ncr, 14.5547, 121.0244, { zip: '1200' }),
  town('Malabon', ncr, 14.6625, 120.9567, { zip: '1470' }),
  town('Mandaluyong', ncr, 14.5794, 121.0359, { zip: '1550' }),
  town('Marikina', ncr, 14.6507, 121.1029, { zip: '1800' }),
  town('Muntinlupa', ncr, 14.4081, 121.0415, { zip: '1770' }),
  town('Navotas', ncr, 14.6667, 120.9417, { zip: '1485' }),
  town('Parañaque', ncr, 14.4793, 121.0198, { zip: '1700' }),
  town('Pasay', ncr, 14.5378, 121.0014, { zip: '1300' }),
  town('Pasig', ncr, 14.5764, 121.0851, { zip: '1600' }),
  town('Pateros', ncr, 14.5456, 121.0687, { zip: '1620', kind: 'municipality' }),
  town('San Juan', ncr, 14.6019, 121.0355, { zip: '1500' }),
  town('Taguig', ncr, 14.5176, 121.0509, { zip: '1630' }),
  town('Valenzuela', ncr, 14.7011, 120.9833, { zip: '1440' }),
];
