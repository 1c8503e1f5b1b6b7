import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository stands on its own (issue 21): code, tests and docs cite ARCHITECTURE.md
// ("ARCHITECTURE §N"), docs/product.md ("product §N") and docs/decisions/ ("decision NNN"), never
// a document outside the clone (the old DESIGN.md and the spec's two halves in ../shared). Every
// cited section and decision must exist.

const root = fileURLToPath(new URL('..', import.meta.url));
// builds, databases, test output and hidden folders (.git, .reliability, ...) but CI's own (.ci)
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'test-results']);
const SKIP_PATHS = new Set(['data', 'apps/server/data', 'e2e/screenshots']);
const TEXT = /\.(?:[cm]?[jt]sx?|md|sql|css|html|json|ya?ml|sh)$|^run$/;
const SKIP_FILES = new Set(['package-lock.json', 'test-support/citations.test.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(root, path).split('\\').join('/');
    if (entry.isDirectory()) {
      const hidden = entry.name.startsWith('.') && entry.name !== '.ci';
      return hidden || SKIP_DIRS.has(entry.name) || SKIP_PATHS.has(rel) ? [] : sourceFiles(path);
    }
    return TEXT.test(entry.name) && !SKIP_FILES.has(rel) ? [rel] : [];
  });
}

/** The section numbers a document's headings carry ("## §4 Server", "### §2.9 Order tracking"). */
function sections(file: string): Set<string> {
  const text = readFileSync(join(root, file), 'utf8');
  return new Set([...text.matchAll(/^#{2,4} §(\d+(?:\.\d+)*)\s/gm)].map((m) => m[1]!));
}

/** Citations of documents that are not in the repository. */
const OUTSIDE = [
  /\bDESIGN\b/,
  /\.\.\/shared\/(?:DESIGN|spec)\b/,
  /\b(?:buyer|seller)-side\.md\b/,
  /\bspec(?:'s)?\s*\(?\s*(?:(?:buyer|seller)(?:-side)?\s*)?§/i,
  /\b(?:buyer|seller)(?:-side)? §\s?\d/,
];

// "ARCHITECTURE §4", "product §6 Payment and §9", "product §7, §11": the first section and the ones
// chained to it
const CITATION =
  /\b(ARCHITECTURE|[Pp]roduct) §(\d+(?:\.\d+)*)((?:(?:,|;|\s+and|\s+or)\s*§\d+(?:\.\d+)*)*)/g;
const DECISION = /\b[Dd]ecisions? (\d{3})\b/g;

const files = sourceFiles(root);
const docs = { ARCHITECTURE: sections('ARCHITECTURE.md'), product: sections('docs/product.md') };
const decisions = new Set(
  readdirSync(join(root, 'docs/decisions')).flatMap((name) => /^(\d{3})-/.exec(name)?.[1] ?? []),
);

function eachLine(visit: (line: string, where: string) => void): void {
  for (const file of files) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => visit(line, `${file}:${i + 1}`));
  }
}

describe('citations (issue 21: the repository holds everything its code cites)', () => {
  it('finds both documents with numbered sections', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(docs.ARCHITECTURE.size).toBeGreaterThanOrEqual(10);
    expect(docs.product.size).toBeGreaterThanOrEqual(10);
  });

  it('cites no document outside the repository (DESIGN, the spec in ../shared)', () => {
    const found: string[] = [];
    eachLine((line, where) => {
      if (OUTSIDE.some((pattern) => pattern.test(line))) found.push(`${where}: ${line.trim()}`);
    });
    expect(found).toEqual([]);
  });

  it('cites only sections that ARCHITECTURE.md and docs/product.md have', () => {
    const missing: string[] = [];
    eachLine((line, where) => {
      for (const m of line.matchAll(CITATION)) {
        const doc = m[1] === 'ARCHITECTURE' ? 'ARCHITECTURE' : 'product';
        const chained = [...(m[3] ?? '').matchAll(/§(\d+(?:\.\d+)*)/g)].map((c) => c[1]!);
        for (const section of [m[2]!, ...chained]) {
          if (!docs[doc].has(section)) missing.push(`${where}: ${doc} §${section}`);
        }
      }
    });
    expect(missing).toEqual([]);
  });

  it('cites only decisions that docs/decisions/ holds', () => {
    const missing: string[] = [];
    eachLine((line, where) => {
      for (const m of line.matchAll(DECISION)) {
        if (!decisions.has(m[1]!)) missing.push(`${where}: decision ${m[1]}`);
      }
    });
    expect(missing).toEqual([]);
  });
});
