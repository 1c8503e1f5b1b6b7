// The web half of the performance bench (issue 10 §4): bundle sizes per route and throttled
// page loads of landing, bazaar and menu, checked against the web budgets. Needs `npm run build`.
// Run: npm run bench:web (BENCH_WEB_RUNS=5 loads per page by default). With --bundles-only it
// prints the bundle table of the web build alone (no server, no browser, nothing written).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths, type SellerCard } from '@lutong/shared';
import { isProductBuilt, startProductServer } from '../e2e/product-server.js';
import { measureBazaarPhotoBytes, type BazaarPhotoBytes } from './photo-bytes.js';
import { manifestPath, measureRouteBundles } from './web-bundles.js';
import { measurePageLoads, medianLoad, type PageToLoad } from './web-pageload.js';
import { bundleReportLines, webReport, type PageFigures } from './web-report.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = path.join(root, 'apps/web/dist');
const routerFile = path.join(root, 'apps/web/src/app/router.tsx');
const resultFile = path.join(root, 'bench/results/web.json');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);

// The bazaar needs a delivery address (RequireAddress); the browser tests use this one in Makati,
// in the middle of the demo neighbourhood.
const makati = { address: 'Ayala Avenue, Makati, Metro Manila', lat: 14.5547, lng: 121.0244 };

function assertBuilt(): void {
  if (isProductBuilt() && existsSync(manifestPath(webDist))) return;
  console.error('bench:web measures the production build: run `npm run build` first.');
  process.exit(1);
}

/** A demo seller near Makati, as the bazaar's first card would show it. */
async function demoSellerId(baseUrl: string): Promise<string> {
  const query = new URLSearchParams({
    lat: String(makati.lat),
    lng: String(makati.lng),
    near: 'true',
    type: 'homechef',
    page: '1',
  });
  const res = await fetch(`${baseUrl}/api/v1/users/getChefs?${query}`);
  const { data: sellers } = (await res.json()) as { data: SellerCard[] };
  if (!sellers[0]) throw new Error('The demo seed has no seller near Makati');
  return sellers[0].id;
}

function pagesToLoad(sellerId: string): PageToLoad[] {
  return [
    { name: 'landing', path: paths.home() },
    {
      name: 'bazaar',
      path: paths.bazaar(),
      // A visitor who entered the address on an earlier visit: the bazaar they saw then kept it
      // in a cookie too, so this load comes drawn by the server. (Nothing is cached: the measured
      // load runs with the cache disabled.)
      prepare: async (context) => {
        await context.addInitScript((saved) => {
          window.localStorage.setItem('lb:address', JSON.stringify(saved));
        }, makati);
        const earlier = await context.newPage();
        await earlier.goto(paths.bazaar());
        await earlier.getByTestId('seller-grid').waitFor();
        await earlier.close();
      },
    },
    { name: 'menu', path: paths.menu(sellerId) },
  ];
}

async function measurePages(): Promise<{
  pages: PageFigures[];
  photos: BazaarPhotoBytes | null;
}> {
  const server = await startProductServer({}, 'lb-bench-web-');
  try {
    const pages = pagesToLoad(await demoSellerId(server.baseUrl));
    const loads = await measurePageLoads(server.baseUrl, pages, runs);
    // a failure here is reported as a failed budget, not the end of the page figures
    const photos = await measureBazaarPhotoBytes(server.baseUrl, makati).catch((error: unknown) => {
      console.error('bazaar photo bytes not measured:', error);
      return null;
    });
    const figures = pages.map((p) => {
      const runsOfPage = loads.get(p.name)!;
      return {
        name: p.name,
        path: p.path,
        median: medianLoad(runsOfPage.loads),
        clsMax: Math.max(...runsOfPage.loads.map((l) => l.cls)),
        clsMaxFontsHeld: Math.max(...runsOfPage.fontsHeld.map((l) => l.cls)),
      };
    });
    return { pages: figures, photos };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--bundles-only')) {
    for (const line of bundleReportLines(measureRouteBundles(webDist, routerFile))) {
      console.log(line);
    }
    return;
  }
  assertBuilt();
  const bundles = measureRouteBundles(webDist, routerFile);
  const { pages, photos } = await measurePages();
  const report = webReport(bundles, pages, runs, photos);
  for (const line of report.lines) console.log(line);
  mkdirSync(path.dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(root, resultFile)}`);
}

await main();
