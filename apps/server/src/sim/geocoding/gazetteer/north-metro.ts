import { placesIn, type GazetteerEntry } from './types.js';

const ncr = 'Metro Manila';
const caloocan = placesIn('Caloocan', ncr);
const malabon = placesIn('Malabon', ncr);
const navotas = placesIn('Navotas', ncr);
const valenzuela = placesIn('Valenzuela', ncr);
const marikina = placesIn('Marikina', ncr);

/** The north and east of Metro Manila: Caloocan, Malabon, Navotas, Valenzuela, Marikina. */
export const northMetro: GazetteerEntry[] = [
  caloocan('Grace Park', 'district', 14.6466, 120.9836, {
    zip: '1403',
    aliases: ['Grace Park East', 'Grace Park West'],
  }),
  caloocan('Monumento', 'landmark', 14.6574, 120.9838, { aliases: ['Bonifacio Monument'] }),
  caloocan('Bagong Silang', 'barangay', 14.7758, 121.0433, { zip: '1428' }),
  caloocan('Camarin', 'barangay', 14.7573, 121.0424),
  caloocan('Deparo', 'barangay', 14.7516, 121.0189),
  caloocan('Tala', 'barangay', 14.7696, 121.0518),
  caloocan('Bagumbong', 'barangay', 14.7405, 121.0116),
  caloocan('Sangandaan', 'barangay', 14.6617, 120.9679),
  caloocan('Maypajo', 'barangay', 14.6391, 120.9689),
  caloocan('Dagat-Dagatan', 'district', 14.6512, 120.9617),
  malabon('Potrero', 'barangay', 14.6624, 120.9787),
  malabon('Tinajeros', 'barangay', 14.6698, 120.9647),
  malabon('Longos', 'barangay', 14.6545, 120.9519),
  malabon('Tañong', 'barangay', 14.6634, 120.9458),
  malabon('Catmon', 'barangay', 14.6722, 120.9543),
  malabon('Concepcion', 'barangay', 14.6687, 120.9511),
  navotas('Navotas Fish Port Complex', 'landmark', 14.6458, 120.9513, {
    aliases: ['Navotas Fish Port'],
  }),
  navotas('Tangos', 'barangay', 14.6711, 120.9383),
  navotas('San Roque', 'barangay', 14.6593, 120.9444),
  navotas('Tanza', 'barangay', 14.6846, 120.9326),
  valenzuela('Malinta', 'barangay', 14.6958, 120.9852, { zip: '1440' }),
  valenzuela('Marulas', 'barangay', 14.6768, 120.9834),
  valenzuela('Karuhatan', 'barangay', 14.6891, 120.9759),
  valenzuela('Dalandanan', 'barangay', 14.7045, 120.9567),
  valenzuela('Paso de Blas', 'barangay', 14.7069, 121.0003),
  valenzuela('Gen. T. de Leon', 'barangay', 14.6871, 120.9955, {
    aliases: ['General T. de Leon'],
  }),
  valenzuela('Lawang Bato', 'barangay', 14.7291, 120.9993),
  valenzuela('Polo', 'barangay', 14.7074, 120.9446),
  marikina('Marikina Heights', 'barangay', 14.6525, 121.1178, { zip: '1810' }),
  marikina('Concepcion Uno', 'barangay', 14.6497, 121.1036, { aliases: ['Concepcion'] }),
  marikina('Concepcion Dos', 'barangay', 14.6414, 121.1153),
  marikina('Santo Niño', 'barangay', 14.6372, 121.0974),
  marikina('Santa Elena', 'barangay', 14.6315, 121.0972),
  marikina('Malanday', 'barangay', 14.6551, 121.0966),
  marikina('Nangka', 'barangay', 14.6712, 121.1083),
  marikina('Parang', 'barangay', 14.6617, 121.1108),
  marikina('Fortune', 'barangay', 14.6614, 121.1264),
  marikina('SSS Village', 'village', 14.6325, 121.1137),
  marikina('Kalumpang', 'barangay', 14.6253, 121.0878),
  marikina('Marikina Riverbanks Center', 'landmark', 14.6322, 121.0832, {
    aliases: ['Riverbanks'],
  }),
];
