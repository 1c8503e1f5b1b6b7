// Filipino home cooking, named the way Filipinos write it on a menu.
import { dish, type DishTemplate } from './catalog.js';

const soyWheat = { allergy: 'Contains soy and wheat (toyo).' };
const shellfish = { allergy: 'Contains shrimp (shellfish).' };
const fish = { allergy: 'Contains fish.' };
const egg = { allergy: 'Contains egg.' };

export const filipinoDishes: readonly DishTemplate[] = [
  dish('Adobong Manok', 'adobong-manok', 220, '1 pax', ['glutenFree'], 'Chicken thighs braised in cane vinegar, garlic, bay leaf and peppercorns until the sauce turns sticky. Served with a cup of rice.', { allergy: 'Made with coconut aminos instead of soy sauce, so it is soy and wheat free.' }),
  dish('Pork Adobo sa Gata', 'adobo', 240, '1 pax', [], 'Pork belly adobo finished with coconut milk, the way our Lola made it in Quezon. Rich, a little sour, best with rice.', soyWheat),
  dish('Humba', 'adobo', 260, '1 pax', [], 'Visayan braised pork with tausi, banana blossoms and a little muscovado. Sweeter than adobo and very tender.', { allergy: 'Contains soy (tausi and toyo) and wheat.' }),
  dish('Sinigang na Baboy', 'sinigang', 280, '2 pax', ['glutenFree'], 'Pork ribs in a sour tamarind broth with kangkong, gabi, labanos, sitaw and tomatoes. Made with fresh sampalok, not a mix.', { allergy: 'Contains fish sauce (patis).' }),
  dish('Sinigang na Hipon', 'sinigang-hipon', 320, '2 pax', ['glutenFree'], 'Shrimp in a clear, sour sinigang broth with radish, okra and kangkong. The shrimp are added last so they stay plump.', shellfish),
  dish('Kare-Kare', 'kare-kare', 380, '2 pax', ['nuts'], 'Oxtail and tripe in a thick peanut and toasted rice sauce with pechay, sitaw and eggplant. Comes with our own sautéed bagoong.', { allergy: 'Contains peanuts and shrimp paste (bagoong).' }),
  dish('Beef Caldereta', 'caldereta', 320, '1 pax', ['spice'], 'Beef chuck stewed in tomato sauce with liver spread, potatoes, carrots, bell pepper and green olives. A little spicy.', { allergy: 'Contains liver spread and cheese.', standardSpice: true }),
  dish('Chicken Afritada', 'caldereta', 230, '1 pax', [], 'Chicken simmered in tomato sauce with potatoes, carrots, bell peppers and green peas. Mild, a favourite of kids.'),
  dish('Pork Menudo', 'menudo', 230, '1 pax', [], 'Diced pork and liver in tomato sauce with potatoes, carrots and raisins, the fiesta way.', soyWheat),
  dish('Pork Giniling', 'menudo', 180, '1 pax', [], 'Ground pork sautéed with tomato, potatoes, carrots and raisins. Everyday baon, good with a fried egg on top.', soyWheat),
  dish('Tinolang Manok', 'tinola', 240, '2 pax', ['glutenFree'], 'Native chicken in a clear ginger broth with green papaya and malunggay leaves. Light and comforting.', fish),
  dish('Bulalo', 'nilaga', 450, '2 pax', ['glutenFree'], 'Beef shank and bone marrow boiled slowly for six hours, with corn, pechay and repolyo. Ask for extra broth.', fish),
  dish('Nilagang Baka', 'nilaga', 340, '2 pax', ['glutenFree'], 'Beef brisket boiled with potatoes, saba, corn and cabbage. Clear broth, no shortcuts.', fish),
  dish('Laing', 'laing', 190, '1 pax', ['spice', 'glutenFree'], 'Dried gabi leaves slow-cooked in coconut cream with pork bits and siling labuyo, Bicol style.', { allergy: 'Contains shrimp paste (bagoong).', standardSpice: true }),
  dish('Bicol Express', 'bicol-express', 240, '1 pax', ['spice', 'glutenFree'], 'Pork belly in coconut milk with plenty of siling haba and a little bagoong. Hot, creamy, and addictive.', { allergy: 'Contains shrimp paste (bagoong).', standardSpice: true }),
  dish('Pinakbet', 'pinakbet', 200, '2 pax', ['glutenFree'], 'Ilocano vegetables: ampalaya, okra, talong, kalabasa and sitaw with bagoong isda and crispy bagnet bits.', fish),
  dish('Ginataang Kalabasa at Sitaw', 'ginataan', 170, '2 pax', ['vegetarian', 'glutenFree'], 'Squash and string beans in coconut milk with garlic and ginger. Vegetarian, no shrimp paste.'),
  dish('Dinuguan at Puto', 'dinuguan', 220, '1 pax', ['spice'], 'Pork stewed in a dark, tangy sauce of pig’s blood and vinegar with siling haba, served with three white puto.', { allergy: 'Puto contains wheat and milk.', standardSpice: true }),
  dish('Adobong Kangkong', 'laing', 120, '1 pax', ['vegan'], 'Water spinach stir-fried adobo style with garlic, vinegar and soy.', soyWheat),
  dish('Ginisang Monggo', 'dal', 140, '2 pax', ['vegetarian', 'glutenFree'], 'Mung bean stew with malunggay, tomatoes and garlic, the Friday classic. No pork, no chicharon.'),
  dish('Vegetable Kare-Kare', 'kare-kare', 260, '2 pax', ['vegan', 'nuts'], 'Tofu, eggplant, pechay and sitaw in peanut sauce, with a vegan bagoong made from fermented soybeans.', { allergy: 'Contains peanuts and soy.' }),
  dish('Lumpiang Gulay', 'lumpiang-shanghai', 160, '6 pcs', ['vegan'], 'Fried rolls of togue, kamote, carrots and tofu, with spiced vinegar.', { allergy: 'Contains wheat and soy.' }),
  dish('Bistek Tagalog', 'bistek', 260, '1 pax', [], 'Thin beef slices marinated in toyo and calamansi, pan-fried and topped with soft onion rings.', soyWheat),
  dish('Pancit Canton', 'pancit-canton', 350, '3 pax', [], 'Egg noodles stir-fried with pork, shrimp, chicken liver, cabbage, carrots and snow peas. Comes with calamansi.', { allergy: 'Contains wheat, egg, soy and shrimp.' }),
  dish('Pancit Palabok', 'palabok', 320, '3 pax', [], 'Rice noodles under a thick shrimp and annatto sauce with chicharon, tinapa flakes, egg and spring onions.', { allergy: 'Contains shrimp, fish, egg and pork.' }),
  dish('Lumpiang Shanghai', 'lumpiang-shanghai', 280, '20 pcs', [], 'Thin, crisp rolls of ground pork, carrots and onion, fried to order. With sweet chili dip.', { allergy: 'Contains wheat (wrapper) and egg.' }),
  dish('Lumpiang Sariwa', 'lumpiang-sariwa', 240, '3 pcs', ['nuts'], 'Fresh egg crêpes filled with sautéed ubod, kamote and vegetables, with a sweet garlic sauce and crushed peanuts.', { allergy: 'Contains peanuts, egg and wheat.' }),
  dish('Lechon Kawali', 'lechon-kawali', 350, '2 pax', ['glutenFree'], 'Pork belly boiled, air-dried overnight and deep-fried until the skin crackles. With liver sauce and spiced vinegar.'),
  dish('Sisig', 'sisig', 260, '1 pax', ['spice'], 'Kapampangan sisig: grilled pork maskara and liver chopped with onions and chili, served sizzling with an egg and calamansi.', { allergy: 'Contains egg and mayonnaise.', standardSpice: true }),
  dish('Tapsilog', 'silog', 190, '1 pax', [], 'Home-cured beef tapa, garlic fried rice and a sunny-side-up egg, with atchara on the side.', { allergy: 'Contains soy and egg.' }),
  dish('Longsilog', 'silog', 170, '1 pax', [], 'Sweet Lucban-style longganisa with sinangag and a fried egg. Spiced vinegar on the side.', egg),
  dish('Tocilog', 'silog', 170, '1 pax', [], 'Our own pork tocino, garlic rice and egg. No food colouring, just sugar, salt and anatto.', egg),
  dish('Pork Barbecue', 'inihaw', 180, '5 pcs', [], 'Pinoy street-style pork barbecue in a sweet banana-ketchup marinade, grilled over charcoal.', soyWheat),
  dish('Inihaw na Liempo', 'inihaw', 280, '1 pax', ['glutenFree'], 'Charcoal-grilled pork belly marinated in calamansi, garlic and lemongrass. With toyomansi dip on request.'),
  dish('Daing na Bangus', 'fried-fish', 230, '1 pax', ['glutenFree'], 'Boneless milkfish marinated overnight in vinegar and garlic, fried crisp. With tomatoes and salted egg.', fish),
  dish('Pritong Tilapia', 'fried-fish', 180, '1 pax', ['glutenFree'], 'Whole tilapia fried crisp, served with tomatoes, onions and sawsawan.', fish),
  dish('Arroz Caldo', 'lugaw', 150, '1 pax', ['glutenFree'], 'Rice porridge with chicken, ginger and kasubha, topped with toasted garlic, spring onions and a boiled egg.', { allergy: 'Contains egg and fish sauce.' }),
  dish('Tortang Talong', 'tortang-talong', 140, '1 pax', ['vegetarian'], 'Grilled eggplant flattened and fried in beaten egg. With banana ketchup.', egg),
  dish('Embutido', 'embutido', 320, '1 pcs', [], 'Steamed pork meatloaf roll with raisins, carrots, pickles, hotdog and a whole boiled egg inside. Sliced, ready to fry.', { allergy: 'Contains egg, milk and wheat.' }),
  dish('Java Rice', 'java-rice', 120, '2 pax', ['vegetarian'], 'Turmeric and annatto fried rice with peas and carrots, made for barbecue and inasal.'),
  dish('Leche Flan', 'leche-flan', 280, '1 pcs', ['dairy', 'glutenFree'], 'A full llanera of dense, silky egg-yolk custard under dark caramel.', { allergy: 'Contains egg and milk.' }),
  dish('Turon', 'turon', 150, '6 pcs', ['vegan'], 'Saba banana and langka wrapped in lumpia wrapper, fried and glazed with caramelised sugar.', { allergy: 'Contains wheat.' }),
];
