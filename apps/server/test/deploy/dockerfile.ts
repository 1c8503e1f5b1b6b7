// Reads a Dockerfile into its stages and instructions, enough for dockerfile.test.ts (issue 21 §7):
// no container runtime runs on these machines, so the recipe is checked against the repository.

export type Instruction = { keyword: string; args: string };
export type Stage = { name: string; from: string; instructions: Instruction[] };

/** Splits `text` into instructions (continuation lines joined, comments dropped) and stages. */
export function parseDockerfile(text: string): { args: Map<string, string>; stages: Stage[] } {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push((pending + line).trim());
    pending = '';
  }
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'ARG' && stages.length === 0) {
      const [name = '', value = ''] = instruction.args.split('=');
      args.set(name, value);
    } else if (instruction.keyword === 'FROM') {
      const [image = '', , name = `stage${stages.length}`] = instruction.args.split(/\s+/);
      const from = image.replace(/^\$\{(\w+)\}$/, (_, arg: string) => args.get(arg) ?? image);
      stages.push({ name, from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
}

/** The commands of a stage's RUN instructions, in order. */
export const runs = (stage: Stage) =>
  stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);

export type Copy = { from: string | null; sources: string[]; dest: string };

/** A stage's COPY instructions: `--from=`, the sources and the destination. */
export function copies(stage: Stage): Copy[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY')
    .map((i) => {
      const words = i.args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? null;
      const paths = words.filter((w) => !w.startsWith('--'));
      return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' };
    });
}

/** The paths (relative to `workdir`) a COPY writes: a destination ending in / takes each source's name. */
export function copiedPaths(copy: Copy, workdir: string): { source: string; target: string }[] {
  const resolve = (p: string) =>
    p.startsWith('/') ? p : `${workdir.replace(/\/$/, '')}/${p.replace(/^\.\//, '')}`;
  return copy.sources.map((source) => {
    const name = source.replace(/\/$/, '').split('/').at(-1) ?? '';
    const dest = resolve(copy.dest);
    return { source, target: dest.endsWith('/') ? `${dest}${name}` : dest.replace(/\/\.$/, '') };
  });
}
