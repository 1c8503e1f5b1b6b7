import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue 9: the reliability report (docs/reliability.md) is written from figures the tests record
 * while they run, never typed by hand. A test calls `recordFigures` with its section and what it
 * counted; `npm run reliability:report` turns every recorded section into the document.
 */
export const figuresDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.reliability');

export type Figure = [label: string, value: string | number];

export type FigureSet = {
  /** one of the twelve lines, e.g. '1-oversell'; sorts the report */
  section: string;
  title: string;
  /** which run produced them: database driver, time zone, project */
  run: string;
  figures: Figure[];
  recordedAt: string;
};

/** Records (or replaces) one test's figures under `section`/`key` for the report. */
export function recordFigures(
  section: string,
  title: string,
  key: string,
  figures: Figure[],
  run = `${process.env.TEST_DB_DRIVER ?? 'browser'} TZ=${process.env.TZ ?? 'UTC'}`,
): void {
  mkdirSync(figuresDir, { recursive: true });
  const name = `${section}--${key}--${run}`.replace(/[^\w.-]+/g, '_');
  const file = join(figuresDir, `${name}.json`);
  const set: FigureSet = { section, title, run, figures, recordedAt: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(set, null, 2)}\n`);
}

export function readFigureSet(file: string): FigureSet {
  return JSON.parse(readFileSync(file, 'utf8')) as FigureSet;
}
