import { placesIn, type GazetteerEntry } from './types.js';

const at = placesIn('Manila', 'Metro Manila');

/** The City of Manila: its districts, Intramuros, universities and landmarks. */
export const manila: GazetteerEntry[] = [
  at('Malate', 'district', 14.5703, 120.9918, { zip: '1004' }),
  at('Ermita', 'district', 14.5831, 120.9841, { zip: '1000' }),
  at('Sampaloc', 'district', 14.6102, 120.9937, { zip: '1008' }),
  at('Binondo', 'district', 14.6006, 120.9747, {
    zip: '1006',
    aliases: ['Chinatown', 'Manila Chinatown'],
  }),
  at('Tondo', 'district', 14.6195, 120.9677, { zip: '1012' }),
  at('Intramuros', 'district', 14.5906, 120.9752, { zip: '1002', aliases: ['Walled City'] }),
  at('Santa Ana', 'district', 14.5816, 121.0135, { zip: '1009' }),
  at('Paco', 'district', 14.5792, 120.9998, { zip: '1007' }),
  at('Quiapo', 'district', 14.6004, 120.9869, { zip: '1001' }),
  at('Santa Cruz', 'district', 14.6177, 120.9822, { zip: '1003' }),
  at('San Miguel', 'district', 14.5944, 120.9932, { zip: '1005' }),
  at('Pandacan', 'district', 14.5889, 121.0058, { zip: '1011' }),
  at('Santa Mesa', 'district', 14.6006, 121.0129, { zip: '1016' }),
  at('San Andres', 'district', 14.5729, 120.9997, { zip: '1017' }),
  at('Port Area', 'district', 14.5873, 120.9664, { zip: '1018' }),
  at('San Nicolas', 'district', 14.6026, 120.9685, { zip: '1010' }),
  at('Rizal Park', 'landmark', 14.5826, 120.9787, {
    zip: '1000',
    aliases: ['Luneta', 'Luneta Park'],
  }),
  at('National Museum of Fine Arts', 'landmark', 14.5867, 120.9812, {
    zip: '1000',
    aliases: ['National Museum'],
  }),
  at('Manila City Hall', 'landmark', 14.5895, 120.9817, { zip: '1000' }),
  at('Fort Santiago', 'landmark', 14.5947, 120.9703, { zip: '1002' }),
  at('Manila Cathedral', 'landmark', 14.5915, 120.9734, { zip: '1002' }),
  at('San Agustin Church', 'landmark', 14.5889, 120.9752, { zip: '1002' }),
  at('Quiapo Church', 'landmark', 14.5987, 120.9838, {
    zip: '1001',
    aliases: ['Minor Basilica of the Black Nazarene'],
  }),
  at('Malacañang Palace', 'landmark', 14.5938, 120.9943, { zip: '1005' }),
  at('University of Santo Tomas', 'landmark', 14.6096, 120.9894, { zip: '1008', aliases: ['UST'] }),
  at('De La Salle University', 'landmark', 14.5647, 120.9932, {
    zip: '1004',
    aliases: ['DLSU', 'La Salle Taft'],
  }),
  at('Far Eastern University', 'landmark', 14.6041, 120.9869, { aliases: ['FEU'] }),
  at('Adamson University', 'landmark', 14.5863, 120.9864, { zip: '1000' }),
  at('Polytechnic University of the Philippines', 'landmark', 14.5979, 121.0108, {
    zip: '1016',
    aliases: ['PUP'],
  }),
  at('Philippine General Hospital', 'landmark', 14.5781, 120.9857, {
    zip: '1000',
    aliases: ['PGH'],
  }),
  at('Robinsons Place Manila', 'landmark', 14.5764, 120.9838, { zip: '1000' }),
  at('SM City Manila', 'landmark', 14.5898, 120.9835, { zip: '1000' }),
  at('Lucky Chinatown Mall', 'landmark', 14.6033, 120.9739, { zip: '1006' }),
  at('Divisoria', 'district', 14.6046, 120.9713),
  at('Escolta', 'district', 14.5966, 120.9793, { zip: '1006' }),
  at('Manila Ocean Park', 'landmark', 14.5792, 120.9726, { zip: '1000' }),
  at('Manila Hotel', 'landmark', 14.5832, 120.9745, { zip: '1000' }),
  at('Manila Zoo', 'landmark', 14.5652, 120.9885, { zip: '1004' }),
  at('Manila Baywalk', 'landmark', 14.5695, 120.9822, {
    zip: '1004',
    aliases: ['Baywalk', 'Roxas Boulevard'],
  }),
  at('Remedios Circle', 'landmark', 14.5726, 120.9894, { zip: '1004' }),
  at('Paco Park', 'landmark', 14.5807, 120.9881, { zip: '1007' }),
];
