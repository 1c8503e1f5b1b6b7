import { placesIn, town, type GazetteerEntry } from './types.js';

const davao = placesIn('Davao City', 'Davao del Sur');

/** Mindanao and the Sulu archipelago. */
export const mindanao: GazetteerEntry[] = [
  town('Davao City', 'Davao del Sur', 7.0731, 125.6128, { zip: '8000', aliases: ['Davao'] }),
  davao('Lanang', 'district', 7.1032, 125.6314, { zip: '8000' }),
  davao('SM Lanang Premier', 'landmark', 7.0992, 125.6313, { zip: '8000' }),
  davao('Abreeza Mall', 'landmark', 7.0912, 125.6111, { zip: '8000' }),
  davao("People's Park", 'landmark', 7.0738, 125.6086, { zip: '8000' }),
  davao('Matina', 'district', 7.0601, 125.5947, { zip: '8000' }),
  davao('Toril', 'district', 7.0198, 125.4982, { zip: '8000' }),
  davao('Francisco Bangoy International Airport', 'landmark', 7.1255, 125.6458, {
    aliases: ['Davao International Airport'],
  }),
  town('Samal', 'Davao del Norte', 7.0778, 125.7083, {
    zip: '8119',
    aliases: ['Island Garden City of Samal'],
  }),
  town('Tagum', 'Davao del Norte', 7.4478, 125.8078, { zip: '8100' }),
  town('Panabo', 'Davao del Norte', 7.3079, 125.6838, { zip: '8105' }),
  town('Digos', 'Davao del Sur', 6.7497, 125.3572, { zip: '8002' }),
  town('Mati', 'Davao Oriental', 6.9551, 126.2165, { zip: '8200' }),
  town('General Santos', 'South Cotabato', 6.1164, 125.1716, { zip: '9500', aliases: ['GenSan'] }),
  town('Koronadal', 'South Cotabato', 6.5031, 124.8469, { zip: '9506' }),
  town('Kidapawan', 'Cotabato', 7.0083, 125.0894, { zip: '9400' }),
  town('Cotabato City', 'Maguindanao del Norte', 7.2236, 124.2464, { zip: '9600' }),
  town('Cagayan de Oro', 'Misamis Oriental', 8.4542, 124.6319, { zip: '9000', aliases: ['CDO'] }),
  placesIn('Cagayan de Oro', 'Misamis Oriental')('Limketkai Center', 'landmark', 8.4845, 124.6526),
  town('Iligan', 'Lanao del Norte', 8.2282, 124.2452, { zip: '9200' }),
  town('Marawi', 'Lanao del Sur', 8.0034, 124.2839, { zip: '9700' }),
  town('Malaybalay', 'Bukidnon', 8.1575, 125.1278, { zip: '8700' }),
  town('Valencia', 'Bukidnon', 7.9064, 125.0942, { zip: '8709' }),
  town('Mambajao', 'Camiguin', 9.2505, 124.7167, { zip: '9100', kind: 'municipality' }),
  town('Ozamiz', 'Misamis Occidental', 8.1462, 123.8444, { zip: '7200' }),
  town('Oroquieta', 'Misamis Occidental', 8.4859, 123.8048, { zip: '7207' }),
  town('Dipolog', 'Zamboanga del Norte', 8.5872, 123.3409, { zip: '7100' }),
  town('Dapitan', 'Zamboanga del Norte', 8.6549, 123.4243, { zip: '7101' }),
  town('Pagadian', 'Zamboanga del Sur', 7.8257, 123.4368, { zip: '7016' }),
  town('Zamboanga City', 'Zamboanga del Sur', 6.9214, 122.0791, {
    zip: '7000',
    aliases: ['Zamboanga'],
  }),
  town('Isabela City', 'Basilan', 6.7013, 121.9712, { zip: '7300' }),
  town('Jolo', 'Sulu', 6.0535, 121.0021, { zip: '7400', kind: 'municipality' }),
  town('Bongao', 'Tawi-Tawi', 5.0291, 119.7731, { zip: '7500', kind: 'municipality' }),
  town('Butuan', 'Agusan del Norte', 8.9475, 125.5406, { zip: '8600' }),
  town('Surigao City', 'Surigao del Norte', 9.7843, 125.4888, { zip: '8400' }),
  town('General Luna', 'Surigao del Norte', 9.7838, 126.1557, {
    zip: '8419',
    kind: 'municipality',
    aliases: ['Siargao'],
  }),
  town('Tandag', 'Surigao del Sur', 9.0782, 126.1986, { zip: '8300' }),
  town('Bislig', 'Surigao del Sur', 8.2145, 126.3218, { zip: '8311' }),
];
