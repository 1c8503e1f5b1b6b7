import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { recordFigures, type Figure } from './reliability-figures.js';

/**
 * A vitest reporter for the reliability report (issue 9). After each run it records, under this
 * process's TZ: per project, how many tests passed, failed and were skipped (the time-zone matrix
 * of §10), and for the lines an earlier issue already proves (sessions, webhooks, abuse limits...)
 * which tests prove them and whether they passed in this run.
 */

type Line = { section: string; title: string; proves: (file: string, name: string) => boolean };

const inFile = (suffix: string) => (file: string) => file.endsWith(suffix);

const lines: Line[] = [
  {
    section: '2-double-submit',
    title: 'Double submit',
    proves: (file) =>
      inFile('pg-only/double-submit.test.ts')(file) ||
      inFile('pg-only/checkout-race.test.ts')(file),
  },
  {
    section: '3-webhooks',
    title: 'Webhooks',
    proves: (file) =>
      inFile('modules/payments/webhook.test.ts')(file) ||
      inFile('modules/delivery/webhook.test.ts')(file),
  },
  {
    section: '5-sessions',
    title: 'Sessions and CSRF',
    proves: (file, name) =>
      (inFile('modules/auth/auth.test.ts')(file) &&
        /cookie|rotat|revoke|cross-site|another origin|form-encoded|older session/i.test(name)) ||
      (inFile('reliability/headers.test.ts')(file) && /cookie/i.test(name)) ||
      (inFile('pg-only/two-instances.test.ts')(file) && /session/i.test(name)),
  },
  {
    section: '6-abuse',
    title: 'Abuse limits',
    proves: (file, name) =>
      inFile('modules/auth/rate-limits.test.ts')(file) ||
      inFile('reliability/abuse.test.ts')(file) ||
      (inFile('modules/auth/auth.test.ts')(file) && /rate limit/i.test(name)),
  },
  {
    section: '12-headers',
    title: 'Security headers and error replies',
    proves: (file) => inFile('reliability/headers.test.ts')(file),
  },
];

const stateOf = (test: TestCase) => test.result().state;

export default class FiguresReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, _errors: unknown, reason: string): void {
    const tz = process.env.TZ ?? 'UTC';
    const byProject = new Map<
      string,
      { files: number; passed: number; failed: number; skipped: number }
    >();
    const proofs = new Map<string, Figure[]>();
    for (const module of testModules) {
      const project = module.project.name;
      const tally = byProject.get(project) ?? { files: 0, passed: 0, failed: 0, skipped: 0 };
      tally.files += 1;
      for (const test of module.children.allTests()) {
        const state = stateOf(test);
        if (state === 'passed') tally.passed += 1;
        else if (state === 'failed') tally.failed += 1;
        else tally.skipped += 1;
        for (const line of lines) {
          if (!line.proves(module.moduleId, test.fullName)) continue;
          const key = `${line.section}|${project}`;
          const rows = proofs.get(key) ?? [];
          rows.push([test.fullName, state]);
          proofs.set(key, rows);
        }
      }
      byProject.set(project, tally);
    }
    const run = `vitest TZ=${tz}`;
    for (const [project, tally] of byProject) {
      recordFigures(
        '10-time',
        'Time zones and cut-offs',
        `suite-${project}-${tz}`,
        [
          [
            `${project} under TZ=${tz}: files / passed / failed / skipped (run ${reason})`,
            `${tally.files} / ${tally.passed} / ${tally.failed} / ${tally.skipped}`,
          ],
        ],
        run,
      );
    }
    for (const [key, rows] of proofs) {
      const [section = '', project = ''] = key.split('|');
      const line = lines.find((l) => l.section === section);
      if (!line) continue;
      recordFigures(section, line.title, `tests-${project}-${tz}`, rows, `${project} ${run}`);
    }
  }
}
