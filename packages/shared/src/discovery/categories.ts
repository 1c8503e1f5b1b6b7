// The bazaar's categories and meal features, apart from the query schemas (filters.ts): the web
// app's bazaar reads these without loading zod.

// product §2 filter bar tiles.
export const cookCuisines = [
  'South Asian',
  'American',
  'Spanish',
  'Thai',
  'Italian',
  'Japanese',
  'Chinese',
  'Middle Eastern',
  'Filipino',
  'Korean',
  'Mexican',
  'Vietnamese',
] as const;
export const bakerCategories = [
  'Cookies',
  'Cakes',
  'Breads',
  'Donuts',
  'Pie',
  'Baked Sushi',
  'Macaroons',
  'Creative',
] as const;
export const pantryCategories = [
  'Sauces and Spreads',
  'Dairy',
  'Fresh',
  'Batters and Doughs',
  'Drinks',
] as const;
export const mealFeatures = ['vegetarian', 'vegan', 'promo', 'caterer', 'groupPromo'] as const;
export type MealFeature = (typeof mealFeatures)[number];
