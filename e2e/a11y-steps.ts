import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type axe from 'axe-core';
import type { ImpactValue, Result } from 'axe-core';
import { expect } from 'vitest';

// Steps of the accessibility checks (issue 9 §11): axe-core run inside the page, and a walk
// through the page with the Tab key that notes which controls get focus and whether it shows.

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.0 and 2.1 A and AA rules the issue holds the app to, and axe's best practices. */
const ruleTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** An entered address in Makati, as the landing page's address entry saves it. */
export const makati = {
  address: 'Ayala Avenue, Makati, Metro Manila',
  lat: 14.5547,
  lng: 121.0244,
};

/** Saves the address once per tab, so a check that clears it later sees the page without one. */
export async function withMakatiAddress(context: BrowserContext): Promise<void> {
  await context.addInitScript((saved) => {
    if (window.sessionStorage.getItem('a11y:address-seeded')) return;
    window.sessionStorage.setItem('a11y:address-seeded', 'yes');
    window.localStorage.setItem('lb:address', JSON.stringify(saved));
  }, makati);
}

/** What every axe run and Tab walk counted, for the report. */
export type Tally = {
  /** the paths and dialog states checked, by role */
  pages: Record<string, Set<string>>;
  checks: number;
  rulesRun: number;
  rulesPassed: number;
  /** rules axe could not decide (text over a photo or a gradient): left to a person */
  needsReview: number;
  ruleIds: Set<string>;
  impacts: Record<NonNullable<ImpactValue>, number>;
  /** the moderate and minor rules broken, with how many elements, and where */
  lesser: Map<string, { count: number; where: Set<string> }>;
  controls: number;
  reached: number;
  walks: number;
};

export const newTally = (): Tally => ({
  pages: {},
  checks: 0,
  rulesRun: 0,
  rulesPassed: 0,
  needsReview: 0,
  ruleIds: new Set(),
  impacts: { minor: 0, moderate: 0, serious: 0, critical: 0 },
  lesser: new Map(),
  controls: 0,
  reached: 0,
  walks: 0,
});

/** Waits until the page has settled: the chef splash and palayok loaders gone, the network idle. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const loaders = page.locator('[data-testid="chef-splash"], [data-testid="loading-mascot"]');
  await expect.poll(() => loaders.count(), { timeout: 20_000 }).toBe(0);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Fonts change text sizes and so what overlaps what.
  await page.evaluate(() => document.fonts.ready);
}

const describeViolation = (v: Result) =>
  [
    `- [${v.impact ?? 'unknown'}] ${v.id}: ${v.help}`,
    ...v.nodes.slice(0, 6).map((n) => `    ${n.target.join(' ')}  ${n.failureSummary ?? ''}`),
  ].join('\n');

/**
 * Runs axe on the page as it stands (after it settled) and fails on any serious or critical
 * violation, listing each one with the elements it found.
 */
export async function checkWithAxe(
  page: Page,
  tally: Tally,
  role: string,
  label: string,
): Promise<string[]> {
  await settle(page);
  // The app's Content-Security-Policy (script-src 'self') refuses a script tag; an evaluation
  // from the test runner is not subject to it, so the page is checked with its real policy.
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      }),
    ruleTags,
  );
  tally.checks += 1;
  (tally.pages[role] ??= new Set()).add(label);
  tally.rulesRun += results.passes.length + results.violations.length + results.incomplete.length;
  tally.rulesPassed += results.passes.length;
  tally.needsReview += results.incomplete.length;
  for (const r of [...results.passes, ...results.violations, ...results.incomplete]) {
    tally.ruleIds.add(r.id);
  }
  for (const v of results.violations) {
    if (v.impact) tally.impacts[v.impact] += v.nodes.length;
    if (v.impact !== 'moderate' && v.impact !== 'minor') continue;
    const seen = tally.lesser.get(v.id) ?? { count: 0, where: new Set<string>() };
    seen.count += v.nodes.length;
    v.nodes.forEach((n) => seen.where.add(`${label}: ${n.target.join(' ')}`));
    tally.lesser.set(v.id, seen);
  }
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const where = `${label} as ${role} at ${new URL(page.url()).pathname} (${page.viewportSize()?.width}px)`;
  return blocking.map((v) => `axe on ${where}:\n${describeViolation(v)}`);
}

type Walk = {
  controls: string[];
  reached: string[];
  missed: string[];
  hiddenFocus: string[];
  trap: string | null;
};

type A11yWindow = {
  __a11yBaseline: Map<Element, string[]>;
  __a11yLooks: (el: HTMLElement) => string[];
};

/**
 * Presses Tab from the top of the page until focus comes back round, and compares the controls it
 * reached with every visible interactive control on the page or in its open modal dialog (a radio
 * group is one stop). Focus shows when the control, its next sibling, one of its four nearest
 * ancestors or its label gains an outline or a box shadow it did not have unfocused: a visually
 * hidden radio shows focus on the star beside it, a seller card on the whole card.
 */
export async function walkWithTab(page: Page): Promise<Walk> {
  await settle(page);
  const controls = await page.evaluate(() => {
    const w = window as unknown as A11yWindow;
    // A card may show the focus of the link inside it (:focus-within), so ancestors count too.
    const ancestors = (el: HTMLElement) => {
      const list: (Element | null)[] = [];
      for (let up = el.parentElement, i = 0; i < 4; up = up?.parentElement ?? null, i += 1) {
        list.push(up);
      }
      return list;
    };
    w.__a11yLooks = (el) =>
      [
        el,
        el.nextElementSibling,
        ...ancestors(el),
        ...Array.from((el as HTMLInputElement).labels ?? []),
      ].map((r) => {
        if (!r) return '';
        const s = getComputedStyle(r);
        const outline =
          s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0
            ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
            : 'none';
        return `${outline} | ${s.boxShadow}`;
      });
    (document.activeElement as HTMLElement | null)?.blur();
    const selector = [
      'a[href]',
      'button:not([disabled])',
      'input:not([disabled]):not([type="hidden"])',
      'select:not([disabled])',
      'textarea:not([disabled])',
      '[tabindex="0"]',
    ].join(', ');
    w.__a11yBaseline = new Map();
    const names: string[] = [];
    // With a modal dialog open, the page behind it is inert: only the dialog's controls count.
    const scope = document.querySelector('dialog[open]') ?? document;
    scope.querySelectorAll<HTMLElement>(selector).forEach((el, i) => {
      if (el.tabIndex < 0 || el.closest('[inert]')) return;
      if (!el.checkVisibility({ visibilityProperty: true })) return;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      const radio = el instanceof HTMLInputElement && el.type === 'radio';
      const name = radio
        ? `radio group "${el.name}"`
        : `${el.tagName.toLowerCase()}#${i} "${text}"`;
      el.dataset.a11yName = name;
      w.__a11yBaseline.set(el, w.__a11yLooks(el));
      if (!names.includes(name)) names.push(name);
    });
    return names;
  });

  const reached: string[] = [];
  const hiddenFocus: string[] = [];
  let trap: string | null = null;
  let previous: string | null = '';
  let repeats = 0;
  // A list that loads more near the bottom (the bazaar) grows while focus moves down it.
  for (let press = 0; press < Math.max(controls.length * 2 + 40, 1500); press += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(async () => {
      // A focus style may come in through a transition: look once it has been drawn.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const w = window as unknown as A11yWindow;
      const before = w.__a11yBaseline.get(el) ?? [];
      const now = w.__a11yLooks(el);
      const shown = now.some((look, i) => {
        const [outline, shadow] = look.split(' | ');
        const [outlineBefore, shadowBefore] = (before[i] ?? 'none | none').split(' | ');
        return (
          (outline !== 'none' && outline !== outlineBefore) ||
          (shadow !== 'none' && shadow !== shadowBefore)
        );
      });
      // Controls that were not on the list (a scroll box Chromium makes focusable) get a name now.
      if (!el.dataset.a11yName) {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        el.dataset.a11yName = `${el.tagName.toLowerCase()}#+${w.__a11yBaseline.size} "${text}"`;
        w.__a11yBaseline.set(el, []);
      }
      // A date or time field takes one Tab per part (month, day, year) before focus leaves it.
      const segmented =
        el instanceof HTMLInputElement &&
        ['date', 'time', 'datetime-local', 'month', 'week'].includes(el.type);
      return { name: el.dataset.a11yName, shown, segmented };
    });
    // Past the last control focus goes to the document, then round to the first one.
    if (focus === null) {
      if (previous === null) break;
      previous = null;
      continue;
    }
    if (focus.name === reached[0]) break;
    if (focus.name === previous && focus.segmented && repeats < 3) {
      repeats += 1;
      continue;
    }
    repeats = 0;
    if (focus.name === previous) {
      trap = `focus stays on ${focus.name}`;
      break;
    }
    if (reached.includes(focus.name) && !focus.name.startsWith('radio group')) {
      trap = `focus went round to ${focus.name} without reaching the rest`;
      break;
    }
    previous = focus.name;
    if (reached.includes(focus.name)) continue;
    reached.push(focus.name);
    if (!focus.shown) hiddenFocus.push(focus.name);
  }
  const missed = controls.filter((c) => !reached.includes(c));
  return { controls, reached, missed, hiddenFocus, trap };
}

/** Walks the page with Tab: a missed control, a focus that does not show or a trap is a problem. */
export async function checkKeyboard(page: Page, tally: Tally, label: string): Promise<string[]> {
  const walk = await walkWithTab(page);
  tally.walks += 1;
  tally.controls += walk.controls.length;
  tally.reached += walk.controls.filter(
    (c) => walk.reached.includes(c) && !walk.hiddenFocus.includes(c),
  ).length;
  const where = `${label} at ${new URL(page.url()).pathname} (${page.viewportSize()?.width}px)`;
  return [
    ...(walk.trap ? [`keyboard trap on ${where}: ${walk.trap}`] : []),
    ...walk.missed.map((c) => `Tab never reached ${c} on ${where}`),
    ...walk.hiddenFocus.map((c) => `focus not visible on ${c} on ${where}`),
  ];
}
