// Upload benchmark (issue 20, security 7): how the rest of the server answers while chefs upload
// large images. Login (a real argon2 check and a session write) is timed one call after another:
// alone, then while six uploads run in parallel, over and over, of
//   - the attack: six 6300 x 6300 PNGs (about 170 kB each on the wire, 40 MP decoded), and
//   - a legitimate heavy load: six 12 MP phone photos (4032 x 3024 JPEG).
// Prints login p50 / p99 / max for each, the uploads' answers and the server's peak memory.
// It runs the server from source on a fresh embedded PostgreSQL. BENCH_ROOT runs another checkout
// of the server (an export of the commit before the fix, with this node_modules linked in), for
// the before figures.
//
//   npx tsx --conditions=source bench/uploads.ts
//   BENCH_ROOT=/tmp/before npx tsx --conditions=source bench/uploads.ts
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { users } from '../apps/server/src/db/schema/index.js';
import { newId } from '../apps/server/src/lib/ids.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { spawnServer } from '../apps/server/test/spawn-server.js';
import { freshPostgres } from './load-dataset.js';

const here = fileURLToPath(new URL('../', import.meta.url));
const root = process.env.BENCH_ROOT ?? here;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const PARALLEL = 6;
const PASSWORD = 'bench-password-1';

type Stats = { n: number; p50: number; p99: number; max: number };
const stats = (ms: number[]): Stats => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
};

/** Peak resident memory (VmHWM, MB) of the process listening on `port`. */
function peakMemoryMb(port: string): number | null {
  try {
    const pid = execFileSync('sh', ['-c', `ss -ltnpH "sport = :${port}" | grep -o 'pid=[0-9]*'`])
      .toString()
      .trim()
      .split('=')[1];
    const status = execFileSync('cat', [`/proc/${pid}/status`]).toString();
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

async function main() {
  const { database, stop } = await freshPostgres();
  if (database.driver !== 'pg') throw new Error('the uploads bench runs on PostgreSQL');
  const api = await spawnServer({
    name: 'uploads-bench',
    argv: [
      path.join(here, 'node_modules/.bin/tsx'),
      '--conditions=source',
      path.join(root, 'apps/server/src/main.ts'),
    ],
    cwd: root,
    readyPath: '/api/v1/users/loggedin',
    env: {
      NODE_ENV: 'development',
      DATABASE_URL: database.connectionString,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lb-bench-uploads-')),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_IP: '1000000000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000000',
      RATE_LIMIT_UPLOADS_PER_ACCOUNT: '1000000000',
      SHUTDOWN_GRACE_MS: '200',
    },
  });
  const port = new URL(api.url).port;
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const email = (label: string) => `${label}-${randomBytes(4).toString('hex')}@bench.ph`;
    const buyer = email('buyer');
    const chef = email('chef');
    await database.db.insert(users).values([
      { id: newId(), email: buyer, passwordHash },
      { id: newId(), email: chef, passwordHash, role: 'chef', name: 'Bench chef' },
    ]);
    const login = async (who: string) => {
      const res = await fetch(`${api.url}/api/v1/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: who, password: PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`login ${res.status}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const chefCookie = await login(chef);

    const bomb = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: '#f4efe6' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    // a photo-like picture (noise compresses like a photo), 12 MP
    const noise = randomBytes(1008 * 756 * 3);
    const photo = await sharp(noise, { raw: { width: 1008, height: 756, channels: 3 } })
      .resize(4032, 3024)
      .jpeg({ quality: 85 })
      .toBuffer();

    const upload = async (bytes: Buffer, type: string) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo');
      const res = await fetch(`${api.url}/api/v1/images/dish`, {
        method: 'POST',
        headers: { cookie: chefCookie },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    };

    /** Logins one after another for `ms`, while `load` (if any) keeps PARALLEL uploads going. */
    const measure = async (label: string, file?: { bytes: Buffer; type: string }) => {
      const until = Date.now() + seconds * 1000;
      const answers: Record<number, number> = {};
      const uploader = async () => {
        while (file && Date.now() < until) {
          const status = await upload(file.bytes, file.type);
          answers[status] = (answers[status] ?? 0) + 1;
        }
      };
      const logins: number[] = [];
      const timer = async () => {
        while (Date.now() < until) {
          const start = performance.now();
          await login(buyer);
          logins.push(performance.now() - start);
        }
      };
      await Promise.all([timer(), ...Array.from({ length: PARALLEL }, uploader)]);
      const s = stats(logins);
      return { label, ...s, uploads: answers };
    };

    const rows = [
      await measure('login alone'),
      await measure(`six ${Math.round(bomb.length / 1024)} kB 6300x6300 PNGs in parallel`, {
        bytes: bomb,
        type: 'image/png',
      }),
      await measure(`six ${Math.round(photo.length / 1024)} kB 12 MP JPEGs in parallel`, {
        bytes: photo,
        type: 'image/jpeg',
      }),
    ];
    console.log(`\nserver: ${root}  (${seconds} s each)\n`);
    console.log('| load | logins | login p50 ms | login p99 ms | login max ms | upload answers |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows) {
      const answers = Object.entries(r.uploads)
        .map(([status, n]) => `${n} x ${status}`)
        .join(', ');
      console.log(
        `| ${r.label} | ${r.n} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.max.toFixed(0)} | ${answers || '-'} |`,
      );
    }
    console.log(`\nserver peak memory (VmHWM): ${peakMemoryMb(port) ?? '?'} MB`);
  } finally {
    await api.stop();
    await stop();
  }
}

await main();
