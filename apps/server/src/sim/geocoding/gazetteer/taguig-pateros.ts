import { placesIn, type GazetteerEntry } from './types.js';

const taguig = placesIn('Taguig', 'Metro Manila');
const pateros = placesIn('Pateros', 'Metro Manila');

/** Taguig (Bonifacio Global City, McKinley Hill, the EMBO barangays) and Pateros. */
export const taguigPateros: GazetteerEntry[] = [
  taguig('Fort Bonifacio', 'district', 14.5503, 121.0478, {
    zip: '1634',
    aliases: ['BGC', 'Bonifacio Global City', 'The Fort', 'Fort Bonifacio Global City'],
  }),
  taguig('Bonifacio High Street', 'landmark', 14.5509, 121.0511, { zip: '1634' }),
  taguig('Burgos Circle', 'landmark', 14.5498, 121.0438, { zip: '1634', aliases: ['Forbestown'] }),
  taguig('SM Aura Premier', 'landmark', 14.5467, 121.0545, { zip: '1630', aliases: ['SM Aura'] }),
  taguig('Market! Market!', 'landmark', 14.5496, 121.0561, { zip: '1634' }),
  taguig('Uptown Bonifacio', 'district', 14.5566, 121.0538, { aliases: ['Uptown Mall'] }),
  taguig('The Mind Museum', 'landmark', 14.5527, 121.0463, { zip: '1634' }),
  taguig("St. Luke's Medical Center Global City", 'landmark', 14.5553, 121.0479, {
    zip: '1634',
    aliases: ["St. Luke's BGC"],
  }),
  taguig('Serendra', 'condominium', 14.5489, 121.0538, { zip: '1634' }),
  taguig('Grand Hyatt Manila Residences', 'condominium', 14.5517, 121.0455, { zip: '1634' }),
  taguig('Trion Towers', 'condominium', 14.5471, 121.0443, { zip: '1634' }),
  taguig('Avida Towers BGC', 'condominium', 14.5452, 121.0514, { aliases: ['Avida 34th Street'] }),
  taguig('Uptown Parksuites', 'condominium', 14.5573, 121.0553, { zip: '1634' }),
  taguig('Fort Victoria', 'condominium', 14.5547, 121.0457, { zip: '1634' }),
  taguig('McKinley Hill', 'district', 14.5333, 121.0508, { zip: '1634' }),
  taguig('Venice Grand Canal Mall', 'landmark', 14.5347, 121.0517, { zip: '1634' }),
  taguig('McKinley West', 'district', 14.5395, 121.0427, { zip: '1634' }),
  taguig('Arca South', 'district', 14.5093, 121.0457, { zip: '1630' }),
  taguig('Western Bicutan', 'barangay', 14.5083, 121.0384, { zip: '1630' }),
  taguig('Upper Bicutan', 'barangay', 14.4967, 121.0513, { zip: '1633' }),
  taguig('Lower Bicutan', 'barangay', 14.4893, 121.0604, { zip: '1632' }),
  taguig('Signal Village', 'barangay', 14.5117, 121.0573, { zip: '1633' }),
  taguig('Ususan', 'barangay', 14.5348, 121.0711),
  taguig('Tipas', 'barangay', 14.5398, 121.0789),
  taguig('Napindan', 'barangay', 14.5416, 121.0946),
  taguig('Hagonoy', 'barangay', 14.5187, 121.0826),
  taguig('Bagumbayan', 'barangay', 14.4773, 121.0575, { zip: '1630' }),
  taguig('Pinagsama', 'barangay', 14.5226, 121.0497, { zip: '1630' }),
  taguig('Tuktukan', 'barangay', 14.5286, 121.0738),
  taguig('Pembo', 'barangay', 14.5591, 121.0609),
  taguig('Cembo', 'barangay', 14.5651, 121.0513),
  taguig('West Rembo', 'barangay', 14.5649, 121.0622),
  taguig('East Rembo', 'barangay', 14.5573, 121.0663),
  taguig('Comembo', 'barangay', 14.5534, 121.0604),
  taguig('Pitogo', 'barangay', 14.5626, 121.0544),
  pateros('Poblacion', 'barangay', 14.5447, 121.0679, { zip: '1620' }),
  pateros('Aguho', 'barangay', 14.5479, 121.0713, { zip: '1620' }),
  pateros('San Roque', 'barangay', 14.5419, 121.0712, { zip: '1620' }),
  pateros('Santa Ana', 'barangay', 14.5443, 121.0635, { zip: '1620' }),
];
