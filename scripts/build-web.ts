// `npm start`: builds the web app only when what it is built from changed since this script last
// built it (decision 035). The shared and server builds are `tsc -b`, incremental already; Vite
// rebuilt the web app (its browser and server builds, most of a start's time) on every start.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stampWebBuild, webBuildIsCurrent, webInputsHash } from './web-build-inputs.js';

const root = fileURLToPath(new URL('..', import.meta.url));

if (webBuildIsCurrent(root)) {
  console.log('web app unchanged since its last build: not rebuilt');
} else {
  // the inputs as the build reads them: an edit during the build makes the next start build again
  const hash = webInputsHash(root);
  execFileSync('npm', ['run', 'build', '-w', '@lutong/web'], { cwd: root, stdio: 'inherit' });
  stampWebBuild(root, hash);
}
