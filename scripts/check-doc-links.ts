// Part of `npm run lint`: every relative link in README.md, CHANGELOG.md and docs/**/*.md resolves,
// to a file or folder of the repository and, with a `#fragment`, to a heading (GitHub's slug) of that file.
// Links to other sites (http:, https:, mailto:) are not checked: the check runs offline.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BrokenLink {
  file: string;
  line: number;
  link: string;
}

const LINK = /\]\(([^)\s]+)\)/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(text: string): Set<string> {
  const found = new Set<string>();
  let inFence = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) found.add(slug(heading[1] ?? ''));
  }
  return found;
}

function markdownFiles(root: string): string[] {
  const files = ['README.md', 'CHANGELOG.md'].filter((f) => existsSync(path.join(root, f)));
  const walk = (dir: string): void => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) files.push(rel);
    }
  };
  walk('docs');
  return files;
}

export function checkDocLinks(root: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of markdownFiles(root)) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    let inFence = false;
    lines.forEach((text, index) => {
      if (text.startsWith('```')) inFence = !inFence;
      if (inFence) return;
      for (const [, link = ''] of text.matchAll(LINK)) {
        if (/^[a-z]+:/i.test(link)) continue;
        const [target = '', fragment] = link.split('#');
        const resolved = target ? path.resolve(path.dirname(path.join(root, file)), target) : path.join(root, file);
        const ok =
          existsSync(resolved) &&
          (!fragment || (statSync(resolved).isFile() && anchors(readFileSync(resolved, 'utf8')).has(fragment)));
        if (!ok) broken.push({ file, line: index + 1, link });
      }
    });
  }
  return broken;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const broken = checkDocLinks(root);
  for (const b of broken) console.error(`${b.file}:${b.line}: ${b.link} does not resolve`);
  if (broken.length > 0) {
    console.error(`check-doc-links: ${broken.length} broken link(s)`);
    process.exit(1);
  }
  console.log('check-doc-links: every link resolves');
}
