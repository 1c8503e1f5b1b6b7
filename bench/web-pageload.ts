/// <reference lib="dom" />
// (the functions passed to the page run in the browser, hence the DOM types)
// Page load in headless Chromium under Lighthouse's mobile throttling, through the DevTools protocol.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export type PageLoad = { fcp: number; lcp: number; tbt: number; cls: number };
export type PageToLoad = {
  name: string;
  path: string;
  /** runs in the page before its own scripts (e.g. a saved delivery address) */
  prepare?: (context: BrowserContext) => Promise<void>;
};

// Lighthouse's "slow 4G" as DevTools applies it (throttling.devtools in its constants), and its
// mobile CPU slowdown: what "a mid-range phone over mobile data" means in the issue.
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const cpuSlowdown = 4;
// Lighthouse's mobile screen (a Moto G Power).
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
};
// after the network is idle, time for the last responses to be rendered and their tasks observed
const settleMs = 1000;

/** Debian's Chromium, never a downloaded browser (DEVELOPERS.md), with e2e's flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Installed before the page's scripts: long tasks are not kept in the performance buffer, so
 * they are only seen by an observer that exists while they run. The others are buffered.
 */
function observePerformance(): void {
  const w = window as unknown as { __bench: { longTasks: [number, number][]; shifts: number[] } };
  w.__bench = { longTasks: [], shifts: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!e.hadRecentInput) w.__bench.shifts.push(e.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Reads the page's figures; runs in the page after it has loaded and settled. */
function readFigures(): Promise<PageLoad> {
  const w = window as unknown as { __bench: { longTasks: [number, number][]; shifts: number[] } };
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const lcp = entries[entries.length - 1]?.startTime ?? NaN;
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      // Total blocking time: the part of each long task past 50 ms, counting only what runs
      // after FCP (a task straddling FCP is clipped to it), until the page is quiet.
      const tbt = w.__bench.longTasks.reduce((sum, [start, duration]) => {
        const afterFcp = start + duration - Math.max(start, fcp);
        return sum + Math.max(0, afterFcp - 50);
      }, 0);
      const cls = w.__bench.shifts.reduce((sum, v) => sum + v, 0);
      resolve({ fcp, lcp, tbt, cls });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * One cold load of `page` in a fresh context: no cache, throttled CPU and network. With
 * `holdFonts` the brand fonts never arrive, so the text keeps its fallback font throughout: what
 * still moves then moved for another reason than the fonts (an image without its size, say).
 */
async function loadOnce(
  browser: Browser,
  baseUrl: string,
  page: PageToLoad,
  holdFonts = false,
): Promise<PageLoad> {
  const context = await browser.newContext({ baseURL: baseUrl, ...phone, hasTouch: true });
  try {
    await page.prepare?.(context);
    if (holdFonts) await context.route(/\.(woff2?|ttf|otf)(\?|$)/, (route) => route.abort());
    await context.addInitScript(observePerformance);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // "networkidle": no request for 500 ms, our stand-in for time to interactive
    await tab.goto(page.path, { waitUntil: 'networkidle', timeout: 120_000 });
    await tab.waitForTimeout(settleMs);
    return await tab.evaluate(readFigures);
  } finally {
    await context.close();
  }
}

export type PageLoads = { loads: PageLoad[]; fontsHeld: PageLoad[] };

/**
 * `runs` cold loads of each page, in turn so that noise on the machine spreads over all pages, and
 * as many with the fonts held back (loadOnce).
 */
export async function measurePageLoads(
  baseUrl: string,
  pages: PageToLoad[],
  runs: number,
): Promise<Map<string, PageLoads>> {
  const browser = await launchChromium();
  const results = new Map<string, PageLoads>(
    pages.map((p) => [p.name, { loads: [], fontsHeld: [] }]),
  );
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        const result = results.get(page.name)!;
        result.loads.push(await loadOnce(browser, baseUrl, page));
        result.fontsHeld.push(await loadOnce(browser, baseUrl, page, true));
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median of each figure over the runs of one page. */
export function medianLoad(loads: PageLoad[]): PageLoad {
  return {
    fcp: median(loads.map((l) => l.fcp)),
    lcp: median(loads.map((l) => l.lcp)),
    tbt: median(loads.map((l) => l.tbt)),
    cls: median(loads.map((l) => l.cls)),
  };
}
