import { placesIn, type GazetteerEntry } from './types.js';

const pasay = placesIn('Pasay', 'Metro Manila');
const paranaque = placesIn('Parañaque', 'Metro Manila');

/** Pasay (the bay, the airport) and Parañaque (BF Homes, Baclaran, Entertainment City). */
export const pasayParanaque: GazetteerEntry[] = [
  pasay('SM Mall of Asia', 'landmark', 14.5352, 120.9822, {
    zip: '1300',
    aliases: ['MOA', 'Mall of Asia', 'SM MOA'],
  }),
  pasay('Mall of Asia Arena', 'landmark', 14.5328, 120.9835, { zip: '1300' }),
  pasay('Sea Residences', 'condominium', 14.5384, 120.9859, { zip: '1300' }),
  pasay('Malibay', 'barangay', 14.5418, 121.0064),
  pasay('Maricaban', 'barangay', 14.5403, 121.0158),
  pasay('Libertad', 'district', 14.5476, 120.9985),
  pasay('Cultural Center of the Philippines', 'landmark', 14.5574, 120.9818, {
    zip: '1307',
    aliases: ['CCP', 'CCP Complex'],
  }),
  pasay('World Trade Center Metro Manila', 'landmark', 14.5473, 120.9878, { zip: '1300' }),
  pasay('Star City', 'landmark', 14.5562, 120.9848, { zip: '1307' }),
  pasay('Newport City', 'district', 14.5182, 121.0196, {
    zip: '1309',
    aliases: ['Resorts World Manila', 'Newport World Resorts'],
  }),
  pasay('NAIA Terminal 3', 'landmark', 14.5204, 121.0143, {
    aliases: ['NAIA 3', 'Terminal 3'],
  }),
  paranaque('BF Homes', 'village', 14.4519, 121.0237, {
    zip: '1720',
    aliases: ['BF Homes Parañaque'],
  }),
  paranaque('Aguirre Avenue', 'district', 14.4566, 121.0226, { zip: '1720' }),
  paranaque('Sucat', 'district', 14.4734, 121.0152),
  paranaque('Better Living', 'village', 14.4858, 121.0441, { zip: '1711' }),
  paranaque('Baclaran', 'barangay', 14.5314, 120.9947, { zip: '1702' }),
  paranaque('Baclaran Church', 'landmark', 14.5322, 120.9936, {
    zip: '1702',
    aliases: ['National Shrine of Our Mother of Perpetual Help', 'Redemptorist Church'],
  }),
  paranaque('Tambo', 'barangay', 14.5163, 120.9943, { zip: '1701' }),
  paranaque('Don Galo', 'barangay', 14.5046, 120.9912),
  paranaque('La Huerta', 'barangay', 14.4984, 120.9918),
  paranaque('San Dionisio', 'barangay', 14.4872, 120.9936),
  paranaque('San Isidro', 'barangay', 14.4667, 121.0095),
  paranaque('Merville', 'village', 14.4957, 121.0318),
  paranaque('Moonwalk', 'barangay', 14.4921, 121.0021),
  paranaque('Multinational Village', 'village', 14.4894, 121.0008),
  paranaque('Marcelo Green', 'barangay', 14.4726, 121.0448),
  paranaque('Sun Valley', 'barangay', 14.4867, 121.0296),
  paranaque('Don Bosco', 'barangay', 14.4757, 121.0275),
  paranaque('Entertainment City', 'district', 14.5205, 120.9849, {
    zip: '1701',
    aliases: ['PAGCOR Entertainment City'],
  }),
  paranaque('Okada Manila', 'landmark', 14.5148, 120.9821, { zip: '1701' }),
  paranaque('City of Dreams Manila', 'landmark', 14.5199, 120.9836, { zip: '1701' }),
  paranaque('Solaire Resort', 'landmark', 14.5243, 120.9818, { zip: '1701' }),
  paranaque('Ayala Malls Manila Bay', 'landmark', 14.5157, 120.9891, { zip: '1701' }),
  paranaque('Aseana City', 'district', 14.5216, 120.9906, { zip: '1701' }),
  paranaque('NAIA Terminal 1', 'landmark', 14.5087, 121.0197, {
    aliases: ['NAIA 1', 'Ninoy Aquino International Airport'],
  }),
];
