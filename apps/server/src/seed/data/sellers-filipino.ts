// Filipino home cooks and caterers. The first one is the demo chef account.
import type { SellerProfile } from './seller-profile.js';

export const filipinoCooks: readonly SellerProfile[] = [
  {
    name: "Tita Baby's Kusina",
    owner: 'woman',
    type: 'cook',
    categories: ['Filipino'],
    place: 'kapitolyo',
    vanity: 'titababy',
    signature: ['Kare-Kare', 'Sinigang na Baboy', 'Pork Adobo sa Gata', 'Lumpiang Shanghai', 'Pancit Canton', 'Leche Flan'],
    bio: 'Tita Baby has cooked for the whole of East Capitol Drive for thirty years: Sunday kare-kare, Friday sinigang, and adobo whenever somebody asks. Everything is cooked the morning of delivery in her own kitchen, in small batches.',
    note: 'Pickup at the green gate beside the sari-sari store. Please bring your own container if you can!',
  },
  { name: "Lola Nena's Lutong Bahay", owner: 'woman', type: 'cook', categories: ['Filipino'], place: 'maginhawa', vanity: 'lolanena', bio: 'Recipes from a Batangas kitchen: bulalo, sinaing na tulingan and kare-kare with homemade bagoong. Lola Nena still tastes every pot before it leaves.', promo: 0.1 },
  { name: 'Kusina ni Mang Ramon', owner: 'man', type: 'cook', categories: ['Filipino'], place: 'tondo', status: 'closed', bio: 'Carinderia favourites from Tondo since 1998: dinuguan, menudo, pritong isda and pancit. Taking a short break to fix the kitchen, back soon.' },
  { name: 'Sisig Republic', owner: 'man', type: 'cook', categories: ['Filipino'], place: 'poblacion', vanity: 'sisig', bio: 'Kapampangan sisig the Angeles way, no mayonnaise unless you ask, plus inihaw and silog for the late crowd in Poblacion.', promo: 0.15 },
  { name: "Ate Joy's Ulam Express", owner: 'woman', type: 'cook', categories: ['Filipino'], place: 'cubao', bio: 'Daily ulam for office workers around Cubao: two viands and rice, ready by 11. Ate Joy changes the menu every day but adobo is always there.' },
  { name: 'Bahay Kubo Vegetarian', owner: 'woman', type: 'cook', categories: ['Filipino'], place: 'diliman', vegetarian: true, bio: 'Plant-based Filipino food near UP: ginataang kalabasa, laing without pork, tortang talong and turon. No meat, no shrimp paste.' },
  { name: 'Ilocano Kitchen ni Manang Pacing', owner: 'woman', type: 'cook', categories: ['Filipino'], place: 'sampaloc', bio: 'Pinakbet, bagnet and dinengdeng from Vigan, cooked the way Manang Pacing learned from her mother. Bagnet is fried to order.' },
  { name: 'Pancitan sa Malabon', owner: 'man', type: 'cook', categories: ['Filipino'], place: 'malabon', bio: 'Third-generation pancit makers. Pancit Malabon and palabok with fresh oysters and squid, plus lumpia for merienda.' },
  { name: 'Bicol Pride Kitchen', owner: 'woman', type: 'cook', categories: ['Filipino'], place: 'pasay', bio: 'Gata and sili from Naga: Bicol express, laing, kinunot. We can make it mild, but we will judge you a little.', status: 'middling' },
  { name: "Kuya Jun's Inihaw", owner: 'man', type: 'cook', categories: ['Filipino'], place: 'marikina', bio: 'Charcoal-grilled pork barbecue, liempo and isaw every weekend, marinated for 24 hours. The smoke is free.', promo: 0.1 },
  { name: 'Silog Station Alabang', owner: 'man', type: 'cook', categories: ['Filipino'], place: 'alabang', bio: 'Breakfast all day: tapa, longganisa and tocino cured in-house, garlic rice, and eggs any way.' },
  { name: "Nanay Cora's Sinigang House", owner: 'woman', type: 'cook', categories: ['Filipino'], place: 'valenzuela', bio: 'Sinigang in every version: baboy, hipon, bangus sa miso and salmon head. Fresh sampalok only.', status: 'hidden' },
  { name: 'Adobo Connection Pateros', owner: 'man', type: 'cook', categories: ['Filipino'], place: 'pateros', bio: 'Six kinds of adobo, from classic to adobong puti and adobo sa gata, plus balut from the neighbours when in season.', status: 'new' },
  { name: 'Kapampangan Cravings', owner: 'woman', type: 'cook', categories: ['Filipino', 'Spanish'], place: 'bfHomes', bio: 'Pampanga is the culinary capital and we cook like it: sisig, kare-kare, morcon, paella and tocino del cielo.' },
  { name: 'Lutong Caviteño', owner: 'woman', type: 'cook', categories: ['Filipino'], place: 'lasPinas', bio: 'Pancit pusit, tamales and adobong dilaw from Cavite, cooked by a retired teacher who finally has the time.', status: 'new', promo: 0.2 },
  { name: "Chef Migs' Modern Pinoy", owner: 'man', type: 'cook', categories: ['Filipino'], place: 'bgc', bio: 'Classic Filipino dishes with restaurant technique: 48-hour adobo, sous-vide lechon kawali, sinigang with charred tomatoes.', promo: 0.15 },
  { name: 'Ulam ni Aling Rosing', owner: 'woman', type: 'cook', categories: ['Filipino'], place: 'caloocan', bio: 'Carinderia food from Grace Park: menudo, afritada, giniling and pritong tilapia, cheap and filling.', status: 'hiddenShown' },
  { name: 'Kamuning Comfort Food', owner: 'woman', type: 'cook', categories: ['Filipino'], place: 'kamuning', bio: 'Arroz caldo, tinola and nilaga for rainy days, from a small kitchen near the Kamuning bakery.' },
  { name: 'Navotas Fish Kitchen', owner: 'man', type: 'cook', categories: ['Filipino'], place: 'navotas', bio: 'Fish straight from the Navotas port: daing na bangus, sinigang na hipon, pritong tilapia and paksiw.', status: 'new' },
];

export const caterers: readonly SellerProfile[] = [
  { name: 'Handaan Catering Services', owner: 'woman', type: 'cook', caterer: true, categories: ['Filipino'], place: 'ortigas', vanity: 'handaan', bio: 'Party trays for birthdays, binyag and office lunches: pancit, lumpia, menudo and kare-kare for 12 to 100 people. Order two days ahead.', promo: 0.1 },
  { name: 'Fiesta Trays ni Tita Lorna', owner: 'woman', type: 'cook', caterer: true, categories: ['Filipino'], place: 'mandaluyong', bio: 'Tita Lorna has catered every fiesta on Shaw Boulevard. Trays come in foil with lids, ready for the buffet table.' },
  { name: 'Golden Binondo Catering', owner: 'man', type: 'cook', caterer: true, categories: ['Chinese', 'Filipino'], place: 'binondo', bio: 'Chinese-Filipino banquet food from Ongpin: lechon macau, yang chow, hot prawn salad and pancit canton for celebrations.' },
  { name: 'Salo-Salo Party Trays', owner: 'man', type: 'cook', caterer: true, categories: ['Filipino'], place: 'greenhills', bio: 'Family-size trays for Sunday lunch and office parties, from a small commissary kitchen in Greenhills.', status: 'new' },
];
