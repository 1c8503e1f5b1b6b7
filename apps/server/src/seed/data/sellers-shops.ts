// Home bakers and pantry suppliers.
import type { SellerProfile } from './seller-profile.js';

export const bakers: readonly SellerProfile[] = [
  { name: 'Crinkle Club', owner: 'woman', type: 'baker', categories: ['Cookies'], place: 'mandaluyong', bio: 'Cookies baked in small batches every morning: crinkles, chocolate chip and red velvet. Boxes of 12, perfect for pasalubong.' },
  { name: 'Kuki ni Kikay', owner: 'woman', type: 'baker', categories: ['Cookies', 'Breads'], place: 'pasay', bio: 'Chewy cookies and soft breads from a home oven in Pasay.', status: 'new' },
  { name: 'Ube Queen Bakeshop', owner: 'woman', type: 'baker', categories: ['Cakes'], place: 'maginhawa', vanity: 'ubequeen', bio: 'Famous on Maginhawa for ube cake with real halaya filling. Custom dedications free.', promo: 0.1 },
  { name: 'Cake Mama Alabang', owner: 'woman', type: 'baker', categories: ['Cakes'], place: 'alabang', bio: 'Birthday cakes, mango chiffon and sugar-free options for diabetic family members. Order two days ahead.' },
  { name: 'Sweet Tooth Kamuning', owner: 'man', type: 'baker', categories: ['Cakes', 'Creative'], place: 'kamuning', bio: 'Cupcake bouquets, slices and whole cakes.', status: 'middling' },
  { name: 'Panaderia de Tondo', owner: 'man', type: 'baker', categories: ['Breads'], place: 'tondo', bio: 'Pandesal at 5am, ensaymada and Spanish bread in the afternoon. A family bakery since 1975.' },
  { name: 'Ensaymada Atbp.', owner: 'woman', type: 'baker', categories: ['Breads'], place: 'belAir', bio: 'Brioche ensaymada with queso de bola, ube pandesal and cinnamon rolls.', promo: 0.15 },
  { name: 'Donut Worry Marikina', owner: 'man', type: 'baker', categories: ['Donuts'], place: 'marikina', bio: 'Yeast donuts fried to order in Marikina, glazed while warm.' },
  { name: 'Buko Pie ni Aling Pining', owner: 'woman', type: 'baker', categories: ['Pie'], place: 'lasPinas', bio: 'Laguna-style buko pie, egg pie and empanada, made with young coconuts from Quezon.' },
  { name: 'Sushi Bake Co.', owner: 'woman', type: 'baker', categories: ['Baked Sushi'], place: 'bgc', vanity: 'sushibake', bio: 'The baked sushi tray that went viral in 2020, now with salmon, kani and spicy tuna.', promo: 0.2 },
  { name: 'Macaroon Manila', owner: 'woman', type: 'baker', categories: ['Macaroons'], place: 'sanLorenzo', bio: 'Coconut macaroons in paper cups, ube and chocolate-dipped, plus French macarons for gifts.' },
  { name: 'Kakanin Corner ni Lola Tessie', owner: 'woman', type: 'baker', categories: ['Creative'], place: 'pateros', vanity: 'kakanin', bio: 'Bibingka, puto, kutsinta, leche flan and ube halaya from Lola Tessie’s recipes.' },
];

export const pantrySuppliers: readonly SellerProfile[] = [
  { name: 'Sili at Bawang', owner: 'man', type: 'pantry', categories: ['Sauces and Spreads'], place: 'ususan', vanity: 'chiligarlic', bio: 'Chili garlic oil, gourmet tuyo and spiced vinegar, made in Taguig in small batches.' },
  { name: 'Bagoong Bulakenya', owner: 'woman', type: 'pantry', categories: ['Sauces and Spreads'], place: 'valenzuela', bio: 'Sautéed bagoong alamang and atchara from Bulacan.', promo: 0.1 },
  { name: 'Garapon Pantry', owner: 'woman', type: 'pantry', categories: ['Sauces and Spreads', 'Dairy'], place: 'diliman', bio: 'Jams, peanut butter and kesong puti in reusable jars. Return the jars for a discount.', status: 'new' },
  { name: 'Carabao Dairy ni Mang Isko', owner: 'man', type: 'pantry', categories: ['Dairy'], place: 'navotas', bio: 'Fresh carabao milk, kesong puti and pastillas from our family farm in Bulacan.' },
  { name: 'Tanay Farm Box', owner: 'woman', type: 'pantry', categories: ['Fresh'], place: 'marikina', bio: 'Organic vegetables from our Tanay farm, harvested the day before delivery.' },
  { name: 'Palengke sa Pasig', owner: 'man', type: 'pantry', categories: ['Fresh'], place: 'kapitolyo', bio: 'Eggs, mangoes, calamansi and vegetable packs, bought at dawn and delivered by lunch.' },
  { name: 'Masa Kitchen Supplies', owner: 'woman', type: 'pantry', categories: ['Batters and Doughs'], place: 'cubao', bio: 'Pizza dough, pandesal dough and batters for home bakers and busy parents.' },
  { name: 'Samalamig ni Ate Lyn', owner: 'woman', type: 'pantry', categories: ['Drinks'], place: 'sampaloc', bio: 'Sago’t gulaman, buko juice and calamansi juice by the litre.' },
  { name: 'Juice Bar ng Bayan', owner: 'man', type: 'pantry', categories: ['Drinks'], place: 'mandaluyong', bio: 'Mango shakes, dalandan juice and milk tea made fresh.', status: 'new' },
];
