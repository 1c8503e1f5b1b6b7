import { placesIn, type GazetteerEntry } from './types.js';

const muntinlupa = placesIn('Muntinlupa', 'Metro Manila');
const lasPinas = placesIn('Las Piñas', 'Metro Manila');

/** The south of Metro Manila: Muntinlupa (Alabang) and Las Piñas. */
export const southMetro: GazetteerEntry[] = [
  muntinlupa('Alabang', 'barangay', 14.4194, 121.0446, { zip: '1770' }),
  muntinlupa('Ayala Alabang', 'village', 14.4069, 121.0231, {
    zip: '1780',
    aliases: ['Ayala Alabang Village'],
  }),
  muntinlupa('Alabang Town Center', 'landmark', 14.4238, 121.0297, { aliases: ['ATC'] }),
  muntinlupa('Filinvest City', 'district', 14.4146, 121.0384),
  muntinlupa('Festival Mall', 'landmark', 14.4173, 121.0399, { aliases: ['Festival Alabang'] }),
  muntinlupa('Cupang', 'barangay', 14.4355, 121.0482),
  muntinlupa('Buli', 'barangay', 14.4462, 121.0497),
  muntinlupa('Sucat', 'barangay', 14.4572, 121.0508),
  muntinlupa('Bayanan', 'barangay', 14.4057, 121.0501),
  muntinlupa('Putatan', 'barangay', 14.3965, 121.0405),
  muntinlupa('Poblacion', 'barangay', 14.3859, 121.0472),
  muntinlupa('Tunasan', 'barangay', 14.3745, 121.0379),
  muntinlupa('New Bilibid Prison', 'landmark', 14.3851, 121.0286),
  lasPinas('Pamplona', 'barangay', 14.4526, 120.9863, {
    aliases: ['Pamplona Uno', 'Pamplona Dos', 'Pamplona Tres'],
  }),
  lasPinas('Talon', 'barangay', 14.4345, 120.9978, {
    aliases: ['Talon Uno', 'Talon Dos', 'Talon Tres', 'Talon Kuatro', 'Talon Singko'],
  }),
  lasPinas('Almanza', 'barangay', 14.4309, 121.0158, { aliases: ['Almanza Uno', 'Almanza Dos'] }),
  lasPinas('Pulang Lupa', 'barangay', 14.4558, 120.9788),
  lasPinas('Zapote', 'barangay', 14.4572, 120.9734),
  lasPinas('BF Resort Village', 'village', 14.4452, 121.0012),
  lasPinas('Manuyo', 'barangay', 14.4697, 120.9821),
  lasPinas('Las Piñas Church', 'landmark', 14.4781, 120.9817, {
    aliases: ['Bamboo Organ Church', "St. Joseph's Parish Church"],
  }),
  lasPinas('SM Southmall', 'landmark', 14.4335, 121.0106, { aliases: ['Southmall'] }),
];
