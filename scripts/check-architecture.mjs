// Checks the platform's layering rules (ARCHITECTURE.md), which no linter knows:
//   1. routes never touch a repository (parse → guard → service → presenter);
//   2. no import cycle between modules (run-time imports, lazy `import()` included; type-only ones
//      vanish when compiled), and below the routes — which are entry points, free to use any
//      feature's guards and services — features depend on each other without a cycle;
//   3. adapters import no feature (they get what they need through their port);
//   4. only repositories, migrations and db/ import Kysely;
//   5. features keep to their own data: a module of features/A that is not a repository or a route
//      (a service, policy, presenter…) never imports features/B/*.repository.ts, type-only imports
//      included. It calls B's service or the narrow module B exports for others (`<b>.queries.ts`),
//      whose functions take the database or the caller's transaction, so a write stays in the
//      caller's transaction. A repository may not import another feature's repository either: row
//      mapping both need lives in a module of its own (`listings/listing-row.ts`), and a query of
//      B's tables it needs comes from B's public module like anyone's. jobs/ and demo/ compose
//      features but need no feature's tables directly, so they are held to the rule too (jobs/ keeps
//      its own jobs.repository.ts). Routes are rule 1's concern;
//   6. packages/core stays pure: no `node:` module, no `process.env`, no clock of its own
//      (`Date.now()`, `new Date()` without an argument): callers pass what it needs.
// Run by `npm run lint`; prints every violation with the import that causes it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'packages/platform/src');
const coreSrc = join(root, 'packages/core/src');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]/gm;
// A lazy import runs the module too: it closes a circle as surely as a static one.
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    found.push({ typeOnly: Boolean(match[1]), spec: match[2] });
  }
  for (const match of withoutComments(text).matchAll(DYNAMIC_IMPORT)) {
    found.push({ typeOnly: false, spec: match[1] });
  }
  return found;
}

/** The code of a file without its comments (a rule about code must not trip on prose). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const rel = (path) => relative(src, path).split('\\').join('/');
const featureOf = (path) => /^features\/([^/]+)\//.exec(rel(path))?.[1];

const problems = [];
const featureEdges = new Map();
const moduleEdges = new Map();

for (const file of filesUnder(src)) {
  const from = rel(file);
  for (const { typeOnly, spec } of importsOf(file)) {
    if (spec === 'kysely' && !typeOnly) {
      const allowed =
        /\.repository\.ts$/.test(from) || from.startsWith('db/') || /^lib\/.*repository/.test(from);
      if (!allowed) problems.push(`${from}: imports kysely (only repositories and db/ may)`);
    }
    if (!spec.startsWith('.')) continue;
    const target = rel(resolve(dirname(file), spec));
    if (/\.routes\.ts$/.test(from) && /\.repository\.ts$/.test(target)) {
      problems.push(`${from}: a route imports the repository ${target}; go through a service`);
    }
    const ownerOfTarget = /^features\/([^/]+)\/(?:.*\/)?[^/]+\.repository\.ts$/.exec(target)?.[1];
    if (ownerOfTarget && !/\.routes\.ts$/.test(from)) {
      const owner = /^(?:features\/([^/]+)|(jobs|demo))\//.exec(from);
      const ownerOfFrom = owner?.[1] ?? owner?.[2];
      if (ownerOfFrom && ownerOfFrom !== ownerOfTarget) {
        problems.push(
          `${from}: imports ${target}, another feature's repository; use that feature's service or public query module`,
        );
      }
    }
    if (from.startsWith('adapters/') && target.startsWith('features/')) {
      problems.push(`${from}: an adapter imports the feature module ${target}; pass it through the port`);
    }
    if (!typeOnly) {
      if (!moduleEdges.has(from)) moduleEdges.set(from, new Set());
      moduleEdges.get(from).add(target);
    }
    const a = featureOf(file);
    const b = featureOf(resolve(dirname(file), spec));
    // Type-only imports still tie features together, so they count here.
    if (a && b && a !== b && !/\.routes\.ts$/.test(from)) {
      if (!featureEdges.has(a)) featureEdges.set(a, new Map());
      const edges = featureEdges.get(a);
      if (!edges.has(b)) edges.set(b, `${from} → ${target}`);
    }
  }
}

const IMPURE = [
  [/\bfrom\s+['"]node:|\bimport\(\s*['"]node:/, 'imports a node: module'],
  [/\bprocess\.env\b/, 'reads process.env'],
  [/\bDate\.now\(\)/, 'reads the clock (Date.now())'],
  [/\bnew Date\(\s*\)/, 'reads the clock (new Date())'],
];
for (const file of filesUnder(coreSrc)) {
  const code = withoutComments(readFileSync(file, 'utf8'));
  for (const [pattern, what] of IMPURE) {
    if (pattern.test(code)) {
      problems.push(`packages/core/src/${relative(coreSrc, file)}: ${what}; core takes it from its caller`);
    }
  }
}

// Cycles in a graph (depth-first search), each reported once with the imports that make it.
function findCycles(nodes, nextOf, describe) {
  const state = new Map();
  const stack = [];
  const seen = new Set();
  function visit(node) {
    state.set(node, 'open');
    stack.push(node);
    for (const next of nextOf(node)) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          problems.push(describe(cycle));
        }
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, 'done');
  }
  for (const node of nodes) if (!state.has(node)) visit(node);
}

findCycles(
  moduleEdges.keys(),
  (m) => moduleEdges.get(m) ?? [],
  (cycle) => `import cycle: ${[...cycle, cycle[0]].join(' → ')}`,
);
findCycles(
  featureEdges.keys(),
  (f) => featureEdges.get(f)?.keys() ?? [],
  (cycle) => {
    const links = cycle.map((f, i) => featureEdges.get(f).get(cycle[(i + 1) % cycle.length]));
    return `feature cycle ${[...cycle, cycle[0]].join(' → ')}:\n    ${links.join('\n    ')}`;
  },
);

if (problems.length > 0) {
  console.error(`Architecture check: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'Architecture check: routes use services, features keep to their own data, no import cycle (lazy ones included), features form no cycle, adapters import no feature, core is pure.',
);
