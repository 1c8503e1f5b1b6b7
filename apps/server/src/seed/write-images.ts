// Writes the generated demo pictures under {uploadsDir}/demo, served at /uploads/demo/.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DemoSeller } from './demo-data.js';
import { brandBanner, chefPortrait, dishImage } from './images.js';

export const demoUploadsFolder = 'demo';
export const demoImageUrl = (file: string): string => `/uploads/${demoUploadsFolder}/${file}.svg`;
export const portraitFile = (seller: Pick<DemoSeller, 'file'>): string => `chef-${seller.file}`;
export const bannerFile = (seller: Pick<DemoSeller, 'file'>): string => `brand-${seller.file}`;
export const dishFile = (dish: { file: string }): string => `dish-${dish.file}`;

/** Renders every seller's portrait, banner and dish pictures; returns how many files were written. */
export async function writeDemoImages(
  uploadsDir: string,
  sellers: readonly DemoSeller[],
): Promise<number> {
  const dir = path.join(uploadsDir, demoUploadsFolder);
  await mkdir(dir, { recursive: true });
  const jobs: { file: string; render: () => string }[] = [];
  for (const seller of sellers) {
    const tagline = [
      seller.cuisine.length > 0 ? seller.cuisine.join(' · ') : seller.pantryCategories.join(' · '),
      seller.miniAddress,
    ]
      .filter(Boolean)
      .join(' — ');
    jobs.push({
      file: portraitFile(seller),
      render: () =>
        chefPortrait(seller.file, { gender: seller.owner, label: `${seller.name}, the cook` }),
    });
    jobs.push({
      file: bannerFile(seller),
      render: () =>
        brandBanner(seller.file, {
          name: seller.name,
          tagline,
          ...(seller.dishes[0] ? { dishKind: seller.dishes[0].kind } : {}),
        }),
    });
    for (const dish of seller.dishes)
      jobs.push({ file: dishFile(dish), render: () => dishImage(dish.kind, dish.file, dish.name) });
  }
  // a few files at a time: rendering is synchronous, writing is not
  for (let i = 0; i < jobs.length; i += 16) {
    await Promise.all(
      jobs
        .slice(i, i + 16)
        .map((job) => writeFile(path.join(dir, `${job.file}.svg`), job.render())),
    );
  }
  return jobs.length;
}
