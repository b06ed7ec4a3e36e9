// The structure the linter cannot see file by file: cycles between server modules or between web features (type
// imports counted), folders missing from the module map, and citations of a document that is not in the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** The folders whose imports of each other may not go round: server modules and web features. */
const UNITS = [
  { root: 'apps/server/src/modules', heading: 'Server modules', label: 'modules' },
  { root: 'apps/web/src/features', heading: 'Web features', label: 'features' },
];

/** The module map: a table per kind of unit, a row per folder, its first cell the folder in backticks. */
export const MODULE_MAP = 'docs/architecture.md';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** The unit (`modules/devices`, `features/groups`) a repository path belongs to, or undefined. */
function unitOf(path) {
  for (const { root, label } of UNITS) {
    const inside = path.startsWith(`${root}/`) ? path.slice(root.length + 1).split('/') : [];
    if (inside.length > 1) return `${label}/${inside[0]}`;
  }
  return undefined;
}

/** Every relative specifier a file imports or re-exports, `import type` and `import()` included. */
function specifiersOf(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => name.startsWith('.'));
}

/** The repository path a relative specifier names (`./x.js` is `./x.ts` or `./x.tsx`; a folder is its index). */
function resolveSpecifier(fromPath, specifier, exists) {
  const base = join(dirname(fromPath), specifier).replace(/\.js$/, '');
  const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base];
  return candidates.find(exists);
}

/**
 * The edges between units (`from -> to`, with one file import that makes each), from production files: a test may
 * use what it tests from anywhere.
 */
function unitEdges(files) {
  const edges = new Map();
  const exists = (path) => files.has(path);
  for (const [path, text] of files) {
    const from = unitOf(path);
    if (!from || TEST.test(path)) continue;
    for (const specifier of specifiersOf(text)) {
      const target = resolveSpecifier(path, specifier, exists);
      const to = target && unitOf(target);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, example: `${path} imports ${specifier}` });
    }
  }
  return [...edges.values()];
}

/** The groups of units that reach each other (Tarjan's strongly connected components of more than one unit). */
function cyclesOf(edges) {
  const next = new Map();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (unit) => {
    index.set(unit, counter);
    low.set(unit, counter);
    counter += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const to of next.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(unit, Math.min(low.get(unit), index.get(to)));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== unit);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const unit of next.keys()) if (!index.has(unit)) visit(unit);
  return groups.map((group) => ({
    units: group,
    edges: edges.filter(({ from, to }) => group.includes(from) && group.includes(to)),
  }));
}

/** The folders named in the first column of the module map's table under `### <heading>`. */
function mappedFolders(mapText, heading) {
  const section = mapText.split(/^### /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return [...section.matchAll(/^\|\s*`([^`]+)`/gm)].map((match) => match[1]);
}

/** What the module map lacks (a folder on disk without a row) and what it names that is not on disk. */
function moduleMapProblems(mapText, foldersByUnit) {
  const problems = [];
  for (const { heading, label } of UNITS) {
    const mapped = new Set(mappedFolders(mapText, heading));
    const onDisk = foldersByUnit[label].map((name) => `${label}/${name}`);
    for (const folder of onDisk)
      if (!mapped.has(folder)) problems.push(`${MODULE_MAP}: no row for ${folder} under "${heading}"`);
    for (const folder of mapped)
      if (!onDisk.includes(folder)) problems.push(`${MODULE_MAP}: ${folder} under "${heading}" is not a folder`);
  }
  return problems;
}

// Built from parts so that this file does not cite itself.
const CITATIONS = [new RegExp(String.fromCharCode(0xa7)), new RegExp(['spec', 'part'].join(' '), 'i')];

/** Lines that cite sections of a document outside the repository, as `path:line: text`. */
function citationProblems(files) {
  const problems = [];
  for (const [path, text] of files) {
    text.split('\n').forEach((line, at) => {
      if (CITATIONS.some((pattern) => pattern.test(line)))
        problems.push(`${path}:${at + 1}: cites a document outside the repository: ${line.trim()}`);
    });
  }
  return problems;
}

/** The repository's text files (code and docs) that git tracks or would track, as path -> text. */
function repositoryFiles(root) {
  const paths = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => /\.(ts|tsx|mjs|js|cjs|mts|json|md|sql|yml|yaml|css|html|sh)$/.test(path) || path === '.ci/run')
    .filter((path) => existsSync(join(root, path)));
  return new Map(paths.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
}

/** The folders of each kind of unit that hold a file, by label (`modules`, `features`). */
function unitFolders(paths) {
  const folders = Object.fromEntries(UNITS.map(({ label }) => [label, new Set()]));
  for (const path of paths) {
    const unit = unitOf(path);
    if (unit) folders[unit.split('/')[0]].add(unit.slice(unit.indexOf('/') + 1));
  }
  return Object.fromEntries(Object.entries(folders).map(([label, names]) => [label, [...names].sort()]));
}

/** Everything wrong with the structure of the tree at `root`, with `planted` files (path -> text) laid over it. */
export function structureProblems(root, planted = new Map()) {
  const files = new Map([...repositoryFiles(root), ...planted]);
  const sources = new Map([...files].filter(([path]) => SOURCE.test(path) && unitOf(path)));
  const cycles = cyclesOf(unitEdges(sources)).map(
    ({ units, edges }) =>
      `cycle between ${units.join(', ')}:\n${edges.map((edge) => `    ${edge.from} -> ${edge.to} (${edge.example})`).join('\n')}`,
  );
  const mapProblems = moduleMapProblems(files.get(MODULE_MAP) ?? '', unitFolders(files.keys()));
  return [...cycles, ...mapProblems, ...citationProblems(files)];
}
