// The installed app's icons (decision 046), drawn once from the brand mark (apps/web/public/
// favicon.svg) and committed: `npx tsx scripts/make-icons.ts` after the mark changes.
// A plain icon is the round mark on a transparent square; a maskable one fills the square with
// cream and keeps the mark inside the middle 80% (the safe zone a launcher's mask never cuts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const mark = readFileSync(`${root}apps/web/public/favicon.svg`);
const out = (name: string) => `${root}apps/web/public/icons/${name}`;
/** --color-cream-50 (apps/web/src/styles/tokens.css), the app's background */
const cream = '#fffaf1';

async function plain(size: number, name: string): Promise<void> {
  await sharp(mark, { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(name));
}

async function onCream(size: number, share: number, name: string): Promise<void> {
  const inner = Math.round(size * share);
  const drawn = await sharp(mark, { density: (72 * inner) / 40 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: cream } })
    .composite([{ input: drawn, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(out(name));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await onCream(512, 0.72, 'icon-maskable-512.png');
// iOS draws its own rounded corners over an opaque square
await onCream(180, 0.86, 'apple-touch-icon.png');
