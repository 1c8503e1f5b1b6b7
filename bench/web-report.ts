// The web bench's table, budgets and markdown section (bench/results/web.json).
import type { RouteBundle } from './web-bundles.js';
import type { BazaarPhotoBytes, PhotoBytes } from './photo-bytes.js';
import type { PageLoad } from './web-pageload.js';

export type PageFigures = {
  name: string;
  path: string;
  median: PageLoad;
  clsMax: number;
  /** the largest shift of the loads whose fonts never arrived (web-pageload.ts loadOnce) */
  clsMaxFontsHeld: number;
};
export type WebReport = { part: 'web'; title: 'Web'; lines: string[]; markdown: string };
type Budget = { name: string; shown: string; pass: boolean };

// Issue 10 and 22 budgets (web): kB are 1000 bytes, as Vite prints them.
const landingJsBudgetKb = 115;
const lcpBudgetMs = 1500;
/** The pages whose median LCP has a budget: the bazaar (issue 10), landing and menu (issue 22). */
const lcpBudgetPages = ['landing', 'bazaar', 'menu'];
const routeGrowthBudgetKb = 5;

/**
 * First-visit JS gzip kB of each route before issue 23: `npm run bench` at dfb85b6 (issue 22 done,
 * bench/results/latest.md of that commit). No route may grow by more than `routeGrowthBudgetKb` from
 * it. The i18n runtime (Lingui, decision 044) costs about 3 kB of it on every route. Issue 22 kept
 * the same budget from the commit it started from (10f3a49; its growth: +2.7 kB at most).
 */
const jsBeforeIssue23Kb: Record<string, number> = {
  '/': 112.3,
  '/login': 113.4,
  '/signup': 140.5,
  '/forgotPasswordStageOne': 110.7,
  '/forgotPassword/:tokenId': 137.8,
  '/verify-email/:token': 110.6,
  '/profile': 143.5,
  '/bazaar': 116.6,
  '/menu/:chefId': 120.8,
  '/cart': 114.8,
  '/checkout/:id': 145.7,
  '/pay/:id': 117.7,
  payAuthenticatedPattern: 111.4,
  '/:word': 100.7,
  '/track/:id': 114.0,
  '/rating/:id': 135.4,
  '/orders': 140.6,
  '/orders/:id/receipt': 107.4,
  '/analytics': 195.3,
  '/dashboard': 154.5,
  '/homechef': 144.6,
  '/admin': 148.9,
  '/payouts': 136.5,
  '/my-menu': 157.2,
  '*': 100.6,
  '/menu': 107.0,
};
// Issue 22 (decision 038): the bazaar's first page downloads at most half the photo bytes it did
// with the 960 x 720 photos alone
const bazaarPhotoBytesBudget = 0.5;

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : Math.round(value).toString());
const shift = (value: number) => value.toFixed(3);
const bundleNote =
  'first visit: the entry chunk and the route chunk with their static imports (gzip -6)';

function landingJsBudget(bundles: RouteBundle[]): Budget {
  const landing = bundles.find((b) => b.route === '/');
  const landingJs = landing ? landing.js.gzip / 1000 : Number.NaN;
  return {
    name: `landing JS < ${landingJsBudgetKb} kB gzip`,
    shown: `${landingJs.toFixed(1)} kB`,
    pass: landingJs < landingJsBudgetKb,
  };
}

/** The route that grew most since before issue 22 (routes it did not have are not counted). */
function routeGrowthBudget(bundles: RouteBundle[]): Budget {
  const growth = bundles
    .filter((b) => jsBeforeIssue23Kb[b.route] !== undefined)
    .map((b) => ({ route: b.route, kb: b.js.gzip / 1000 - jsBeforeIssue23Kb[b.route]! }))
    .sort((a, b) => b.kb - a.kb)[0];
  return {
    name: `no route's first visit grows > ${routeGrowthBudgetKb} kB (since issue 23)`,
    shown: growth
      ? `${growth.kb >= 0 ? '+' : ''}${growth.kb.toFixed(1)} kB ${growth.route}`
      : 'n/a',
    pass: growth !== undefined && growth.kb <= routeGrowthBudgetKb,
  };
}

function photoBudget(photos: BazaarPhotoBytes | null): Budget {
  const ratio = photos ? photos.after.bytes / photos.before.bytes : Number.NaN;
  return {
    name: `bazaar photo bytes <= ${bazaarPhotoBytesBudget * 100}% of the full-size photos'`,
    shown: photos
      ? `${kb(photos.after.bytes)} of ${kb(photos.before.bytes)} kB (${(ratio * 100).toFixed(0)}%)`
      : 'not measured',
    pass: ratio <= bazaarPhotoBytesBudget,
  };
}

function photoTable(photos: BazaarPhotoBytes | null): string[][] {
  const cells = (p: PhotoBytes | undefined) =>
    p ? [String(p.files), kb(p.bytes)] : ['n/a', 'n/a'];
  return [
    ['photos', 'files', 'kB'],
    ['960 x 720 only (before)', ...cells(photos?.before)],
    ['with card-sized copies (after)', ...cells(photos?.after)],
  ];
}

function budgets(bundles: RouteBundle[], pages: PageFigures[]): Budget[] {
  const lcpBudget = (name: string): Budget => {
    const page = pages.find((p) => p.name === name);
    const lcp = page ? page.median.lcp : Number.NaN;
    return {
      name: `${name} LCP < ${lcpBudgetMs} ms (median)`,
      shown: `${ms(lcp)} ms`,
      pass: lcp < lcpBudgetMs,
    };
  };
  return [
    landingJsBudget(bundles),
    routeGrowthBudget(bundles),
    ...lcpBudgetPages.map(lcpBudget),
    // "no layout shift from images": not one shift in any run, not only in the median one, once
    // the text cannot move with its fonts (loaded with the fonts held back)
    ...pages.map((p) => ({
      name: `${p.name} no shift but the fonts' (every run)`,
      shown: shift(p.clsMaxFontsHeld),
      pass: p.clsMaxFontsHeld === 0,
    })),
  ];
}

const row = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
const mdRow = (cells: string[]) => `| ${cells.join(' | ')} |`;

function bundleTable(bundles: RouteBundle[]): string[][] {
  return [
    ['route', 'page', 'JS gzip kB', 'JS raw kB', 'CSS gzip kB', 'files'],
    ...bundles.map((b) => [
      b.route,
      b.page,
      kb(b.js.gzip),
      kb(b.js.raw),
      kb(b.css.gzip),
      String(b.files),
    ]),
  ];
}

function loadTable(pages: PageFigures[]): string[][] {
  return [
    ['page', 'path', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'CLS max', 'CLS max, fonts held'],
    ...pages.map((p) => [
      p.name,
      p.path,
      ms(p.median.fcp),
      ms(p.median.lcp),
      ms(p.median.tbt),
      shift(p.median.cls),
      shift(p.clsMax),
      shift(p.clsMaxFontsHeld),
    ]),
  ];
}

function budgetTable(list: Budget[]): string[][] {
  return [
    ['budget', 'measured', 'result'],
    ...list.map((b) => [b.name, b.shown, b.pass ? 'pass' : 'FAIL']),
  ];
}

function consoleTable(table: string[][]): string[] {
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  return table.map((r) => row(r, widths));
}

function markdownTable(table: string[][]): string[] {
  const [head, ...body] = table;
  return [mdRow(head!), mdRow(head!.map((_, i) => (i === 0 ? '---' : '---:'))), ...body.map(mdRow)];
}

/** The bundle table and its budgets alone (`bench/web.ts --bundles-only`). */
export function bundleReportLines(bundles: RouteBundle[]): string[] {
  return [
    `Bundle size per route: ${bundleNote}`,
    ...consoleTable(bundleTable(bundles)),
    '',
    ...consoleTable(budgetTable([landingJsBudget(bundles), routeGrowthBudget(bundles)])),
  ];
}

export function webReport(
  bundles: RouteBundle[],
  pages: PageFigures[],
  runs: number,
  photos: BazaarPhotoBytes | null,
): WebReport {
  const photoNote =
    "bazaar's first page on the 412 px phone (1.75x), drawn in the browser, the demo drawings uploaded as photos (bench/photo-bytes.ts)";
  const loadNote = `median of ${runs} cold loads; 4x CPU slowdown, slow 4G (562.5 ms, 1.47 Mbps down), 412x823 phone; "fonts held": ${runs} more loads whose brand fonts never arrive, so that text cannot move as they swap in`;
  const sections: [string, string, string[][]][] = [
    ['Bundle size per route', bundleNote, bundleTable(bundles)],
    ['Page load (headless Chromium)', loadNote, loadTable(pages)],
    ['Bazaar photo bytes', photoNote, photoTable(photos)],
    [
      'Web budgets',
      'issues 10 and 22',
      budgetTable([...budgets(bundles, pages), photoBudget(photos)]),
    ],
  ];
  const lines = sections.flatMap(([title, note, table], i) => [
    ...(i > 0 ? [''] : []),
    `${title}: ${note}`,
    ...consoleTable(table),
  ]);
  const markdown = sections
    .map(([title, note, table]) =>
      [`### ${title}`, '', `${note}.`, '', ...markdownTable(table)].join('\n'),
    )
    .join('\n\n');
  return { part: 'web', title: 'Web', lines, markdown: `${markdown}\n` };
}
