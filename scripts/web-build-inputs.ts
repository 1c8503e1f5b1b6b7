import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the web app's two builds read, apart from node_modules (the lockfile stands in). */
export const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.sw.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
/** Next to the build, which empties dist/ first: a build made otherwise leaves no stamp. */
const STAMP = 'apps/web/dist/.inputs-sha256';

function files(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(root, path.posix.join(entry, name)));
}

/** One hash of the web app's inputs, names and contents, in the repository at `root`. */
export function webInputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of WEB_INPUTS.flatMap((entry) => files(root, entry))) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** True when the last stamped build is there and was made from the inputs as they are now. */
export function webBuildIsCurrent(root: string): boolean {
  const stamp = path.join(root, STAMP);
  return (
    OUTPUTS.every((file) => existsSync(path.join(root, file))) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === webInputsHash(root)
  );
}

/** Records that the build now in dist/ was made from the inputs as they are now. */
export function stampWebBuild(root: string, hash = webInputsHash(root)): void {
  writeFileSync(path.join(root, STAMP), hash);
}
