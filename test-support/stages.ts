import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';

// Runs npm scripts as timed stages and prints how long each took (issue 21: CI's stage times).
//   tsx test-support/stages.ts typecheck+lint test:unit test:server test:e2e
// Stages run one after another and stop at the first failure; `a+b` runs a and b side by side
// (each prints its output when it ends, so the two never interleave). With STAGE_TIMES_FILE set,
// every stage's time is also appended there, one JSON line each, for `.ci/run`'s summary.

type Timing = { stage: string; seconds: number; ok: boolean };

function runScript(script: string, buffered: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function runStage(stage: string): Promise<Timing[]> {
  const scripts = stage.split('+');
  const parallel = scripts.length > 1;
  return Promise.all(
    scripts.map(async (script) => {
      const start = performance.now();
      const { code, output } = await runScript(script, parallel);
      if (parallel) process.stdout.write(`\n> ${script}\n${output}`);
      return { stage: script, seconds: (performance.now() - start) / 1000, ok: code === 0 };
    }),
  );
}

function formatTimes(timings: Timing[]): string {
  const width = Math.max(...timings.map((t) => t.stage.length), 5);
  const clock = (s: number) =>
    `${Math.floor(s / 60)}m ${String(Math.round(s % 60)).padStart(2, '0')}s`;
  return timings
    .map(
      (t) => `  ${t.stage.padEnd(width)}  ${clock(t.seconds).padStart(7)}${t.ok ? '' : '  FAILED'}`,
    )
    .join('\n');
}

async function runStages(stages: string[]): Promise<void> {
  const timings: Timing[] = [];
  const startAll = performance.now();
  let failed = false;
  for (const stage of stages) {
    const stageStart = performance.now();
    const results = await runStage(stage);
    timings.push(...results);
    const file = process.env.STAGE_TIMES_FILE;
    if (file) {
      const seconds = (performance.now() - stageStart) / 1000;
      appendFileSync(
        file,
        `${JSON.stringify({ stage, seconds, ok: results.every((r) => r.ok) })}\n`,
      );
    }
    if (results.some((r) => !r.ok)) {
      failed = true;
      break;
    }
  }
  const total = (performance.now() - startAll) / 1000;
  console.log(`\nStage times (${failed ? 'stopped at a failure' : 'all passed'}):`);
  console.log(formatTimes([...timings, { stage: 'total', seconds: total, ok: !failed }]));
  process.exitCode = failed ? 1 : 0;
}

/** `--summary FILE`: the table of every stage recorded in FILE (`.ci/run` ends with it). */
function summary(file: string): void {
  const timings = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Timing);
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log('\nCI stage times:');
  console.log(
    formatTimes([...timings, { stage: 'total', seconds: total, ok: timings.every((t) => t.ok) }]),
  );
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--summary' && rest[0]) summary(rest[0]);
else if (first) await runStages([first, ...rest]);
