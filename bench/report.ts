// Writes bench/results/latest.md from the parts the bench wrote (bench/results/api.json from
// bench/api.ts, web.json from bench/web.ts, live.json from bench/live.ts) and prints the summary
// table with the budgets of issue 10. A part that did not run is left out and said so.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { format, resolveConfig } from 'prettier';
import type { Figures } from './kit/load.js';
import type { PlacementFigures } from './kit/orders.js';
import type { DishSearchCheck } from './kit/dish-search.js';

type Row = { name: string; what: string; api: Figures; sql: Figures; bare: Figures };
type ApiPart = {
  timing: { connections: number; warmupSeconds: number; seconds: number; rounds?: number };
  rows: Row[];
  scale: { sellers: number; api: Figures; sql: Figures }[];
  steady: PlacementFigures;
  burst: PlacementFigures;
  dataset?: { sellers: number; dishes: number };
  dishSearch?: DishSearchCheck | null;
};
type WebPart = { lines: string[]; markdown: string };

const read = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`;
const rps = (n: number) => `${n.toFixed(0)} req/s`;
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0).toFixed(2);
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

/** issue 10's budgets for a row, or null when it has none. */
function budget(row: Row): { text: string; ok: boolean } | null {
  const throughput = row.api.rps / row.sql.rps;
  const tail = row.api.p99 / row.sql.p99;
  if (row.name.startsWith('bazaar-near')) {
    return {
      text: `≥ 0.60 of SQL, p99 ≤ 1.5x SQL: ${throughput.toFixed(2)}, ${tail.toFixed(2)}x`,
      ok: throughput >= 0.6 && tail <= 1.5,
    };
  }
  // issue 22 (decision 039): dish search near the buyer at 10 connections
  if (row.name.startsWith('dish-search')) {
    return {
      text: `≥ 300 req/s, p99 < 100 ms: ${rps(row.api.rps)}, ${ms(row.api.p99)}`,
      ok: row.api.rps >= 300 && row.api.p99 < 100,
    };
  }
  if (row.name === 'menu')
    return { text: `≥ 0.70 of SQL: ${throughput.toFixed(2)}`, ok: throughput >= 0.7 };
  return null;
}

function apiLines(part: ApiPart): string[] {
  const lines = part.rows.map(
    (r) =>
      `${r.name.padEnd(16)} api ${rps(r.api.rps).padStart(11)}  sql ${rps(r.sql.rps).padStart(11)}  ratio ${ratio(r.api.rps, r.sql.rps)}  bare ${rps(r.bare.rps).padStart(11)}  ratio ${ratio(r.api.rps, r.bare.rps)}  p99 ${ms(r.api.p99)} (sql ${ms(r.sql.p99)})`,
  );
  const place = part.steady;
  lines.push(
    `${'order-place'.padEnd(16)} api ${`${place.placeRps.toFixed(0)} orders/s`.padStart(14)}  p50 ${ms(place.place.p50)}  p99 ${ms(place.place.p99)}  (200 buyers over ${part.timing.connections} connections)`,
    `${'order-burst'.padEnd(16)} api ${`${part.burst.placeRps.toFixed(0)} orders/s`.padStart(14)}  p50 ${ms(part.burst.place.p50)}  p99 ${ms(part.burst.place.p99)}  (200 buyers at once)`,
  );
  if (part.dishSearch)
    lines.push(`${'dish-search'.padEnd(16)} check ${checkText(part.dishSearch)}`);
  const [first] = part.scale;
  for (const point of part.scale) {
    lines.push(
      `scale ${point.sellers.toLocaleString('en').padStart(7)}    api ${rps(point.api.rps).padStart(11)}  sql ${rps(point.sql.rps).padStart(11)}  sql cost x${first ? ratio(first.sql.rps, point.sql.rps) : '-'} vs ${first?.sellers.toLocaleString('en')}`,
    );
  }
  return lines;
}

/** The dish search correctness check (bench/kit/dish-search.ts) in one line. */
function checkText(c: DishSearchCheck): string {
  return `${verdict(c.failures.length === 0)}: ${c.searches} searches, ${c.sellers} sellers returned, every one with a matching dish and none nearer with one left out (brute force over all dishes)${c.failures.length ? `; ${c.failures.join('; ')}` : ''}`;
}

function apiMarkdown(part: ApiPart): string {
  const t = part.timing;
  const rows = part.rows.map((r) => {
    const b = budget(r);
    return `| ${r.name} | ${r.what} | ${r.api.rps.toFixed(0)} | ${r.sql.rps.toFixed(0)} | ${ratio(r.api.rps, r.sql.rps)} | ${r.bare.rps.toFixed(0)} | ${ratio(r.api.rps, r.bare.rps)} | ${ms(r.api.p50)} / ${ms(r.api.p99)} | ${ms(r.sql.p50)} / ${ms(r.sql.p99)} | ${ratio(r.api.p99, r.sql.p99)}x | ${b ? `${verdict(b.ok)} (${b.text})` : '-'} |`;
  });
  const errors = part.rows.reduce((n, r) => n + r.api.errors + r.sql.errors, 0);
  const place = (name: string, f: PlacementFigures, how: string, budgeted: boolean) =>
    `| ${name} | ${how} | ${f.placed} | ${f.placeRps.toFixed(0)} | ${ms(f.place.p50)} / ${ms(f.place.p99)} | ${ms(f.add.p50)} / ${ms(f.add.p99)} | ${f.errors} | ${budgeted ? `${verdict(f.place.p99 < 100)} (p99 < 100 ms)` : '-'} |`;
  const [first] = part.scale;
  return [
    `## API on ${part.dataset ? `${part.dataset.sellers.toLocaleString('en')} sellers and ${part.dataset.dishes.toLocaleString('en')} dishes` : 'the full dataset'}, real PostgreSQL`,
    '',
    `${t.connections} connections, ${t.seconds} s of each side after a ${t.warmupSeconds} s warm-up, loopback; the three sides of a case take turns in ${t.rounds ?? 1} rounds of ${t.seconds / (t.rounds ?? 1)} s, so that each sees the same minutes of the shared machine. **api**: the production build of the server through autocannon; **sql**: the statements the route runs, straight through a \`pg\` pool at the same concurrency (the database's limit); **bare**: a Fastify route with no plugins answering the same bytes (the framework's limit). Latencies p50 / p99.`,
    '',
    '| case | what | api req/s | sql req/s | api/sql | bare req/s | api/bare | api p50 / p99 | sql p50 / p99 | p99 api/sql | budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    errors ? `Errors during the runs: ${errors}.` : 'No request failed during the runs.',
    '',
    ...(part.dishSearch ? [`Dish search correctness: ${checkText(part.dishSearch)}.`, ''] : []),
    '### Order placement',
    '',
    'Each of 200 signed-in buyers buys a different dish of a different seller: POST /orders puts it in a cart, PATCH /orders/{id} places the order for pickup (the step that reserves stock). Timed per step; "place" is the budgeted one.',
    '',
    '| run | how | orders placed | orders/s | place p50 / p99 | add to cart p50 / p99 | errors | budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    place(
      'steady',
      part.steady,
      `200 buyers in turn over ${t.connections} connections for ${t.seconds} s`,
      true,
    ),
    place('burst', part.burst, '200 buyers at once, 5 rounds', false),
    ...(part.steady.firstError ? ['', `First error: \`${part.steady.firstError}\``] : []),
    '',
    '### Scaling curve: the bazaar query as sellers grow',
    '',
    'Nearest cooks with a Saturday menu, page 1, at five Metro Manila points. A full scan would cost 100x more at 100k than at 1k; the nearest-neighbour index keeps it near flat.',
    '',
    '| sellers | api req/s | api p99 | sql req/s | sql p99 | sql cost vs smallest |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...part.scale.map(
      (p) =>
        `| ${p.sellers.toLocaleString('en')} | ${p.api.rps.toFixed(0)} | ${ms(p.api.p99)} | ${p.sql.rps.toFixed(0)} | ${ms(p.sql.p99)} | ${first ? `${ratio(first.sql.rps, p.sql.rps)}x` : '-'} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const api = read<ApiPart>('bench/results/api.json');
  const web = read<WebPart>('bench/results/web.json');
  const live = read<WebPart>('bench/results/live.json');
  const lines = [
    ...(api ? apiLines(api) : ['(API part not run)']),
    ...(web ? web.lines : ['(web part not run)']),
    ...(live ? live.lines : ['(live events part not run)']),
  ];
  console.log(lines.join('\n'));
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const md = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (bench/report.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. A shared machine: compare the ratios within this run, not absolute figures between runs. How each optimisation moved these figures: docs/performance.md.`,
    '',
    '```',
    ...lines,
    '```',
    '',
    api ? apiMarkdown(api) : '## API\n\nNot run.',
    '',
    web ? web.markdown : '## Web\n\nNot run.',
    '',
    live ? live.markdown : '## Live order events\n\nNot run.',
    '',
  ].join('\n');
  // formatted as the repository's prettier check expects: the file is committed
  const out = 'bench/results/latest.md';
  const options = (await resolveConfig(out)) ?? {};
  writeFileSync(out, await format(md, { ...options, parser: 'markdown' }));
  console.log('\nwrote bench/results/latest.md');
}

await main();
