// The documentation's links hold: every relative link of the markdown pages (README, CONTRIBUTING,
// CHANGELOG, docs/, examples/, bench/) names a file or folder of the repository, and a heading of
// it when it gives one; every docs/....md path named in those pages and in the comments of
// examples/ and bench/ exists; docs/README.md, the index, links every page of docs/.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Files under `dir` (relative to the root) whose names end in one of `exts`, skipping `skip`. */
function walk(dir, exts, skip = []) {
  const out = [];
  const visit = (rel) => {
    if (skip.includes(rel)) return;
    const abs = join(root, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const e of readdirSync(abs)) visit(join(rel, e));
    } else if (exts.some((x) => rel.endsWith(x))) out.push(rel);
  };
  visit(dir);
  return out;
}

const TOP = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md'];
// docs/reference/ is TypeDoc's output: its links are TypeDoc's, checked by npm run docs:check
const DOC_PAGES = walk('docs', ['.md'], ['docs/reference']);
const pages = [...TOP, ...DOC_PAGES, ...walk('examples', ['.md']), ...walk('bench', ['.md'], ['bench/results'])];
const sources = [
  ...walk('examples', ['.mjs', '.js', '.html']),
  ...walk('bench', ['.mjs', '.js', '.html'], ['bench/results', 'bench/native']),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchors(rel) {
  const text = readFileSync(join(root, rel), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => slug(m[1])));
}

/** Markdown links outside code blocks: [text](target), images included. */
function links(text) {
  const prose = text.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
}

const known = (repoPath) => existsSync(join(root, repoPath));

test('relative links in markdown name files of the repository (and their headings)', () => {
  const broken = [];
  for (const page of pages) {
    for (const target of links(readFileSync(join(root, page), 'utf8'))) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
      const [path, fragment] = target.split('#');
      const repoPath = path === '' ? page : relative(root, resolve(root, dirname(page), path));
      if (repoPath.startsWith('..') || !known(repoPath)) {
        broken.push(`${page}: ${target}`);
        continue;
      }
      if (fragment && repoPath.endsWith('.md') && existsSync(join(root, repoPath))) {
        if (!anchors(repoPath).has(fragment)) broken.push(`${page}: ${target} (no such heading)`);
      }
    }
  }
  assert.equal(broken, [], `broken links:\n${broken.join('\n')}`);
});

test('every docs/....md path named in the pages and in the comments of examples/ and bench/ exists', () => {
  const missing = [];
  for (const file of [...pages, ...sources]) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md\b/g)) {
      if (!known(m[0])) missing.push(`${file}: ${m[0]}`);
    }
  }
  assert.equal(missing, [], `paths of no file:\n${missing.join('\n')}`);
});

test('docs/README.md links every page of docs/', () => {
  const linked = new Set(
    links(readFileSync(join(root, 'docs/README.md'), 'utf8')).map((t) =>
      relative(root, resolve(root, 'docs', t.split('#')[0])),
    ),
  );
  const unlisted = DOC_PAGES.filter((p) => p !== 'docs/README.md' && !linked.has(p));
  assert.equal(unlisted, [], `pages the index does not list: ${unlisted.join(', ')}`);
  assert.ok(linked.has('docs/reference/index.md'), 'the index links the generated reference');
});

test.run();
