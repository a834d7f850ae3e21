// `npm run check:cycles`: fails when server folders import each other round a loop. Each
// feature wing (apps/server/src/features/<wing>, its sub-folders included), each piece of lib/
// (lib/jobs, lib/errors.ts…) and each other top-level folder or file of apps/server/src (guards,
// db, config.ts…) is one node;
// dependency-cruiser resolves the imports (type-only ones too), this finds the loops between the
// nodes. The composition root (the files that wire every feature together, and the AppDeps type
// every service receives) stands above the features and is left out.
import { cruise } from 'dependency-cruiser';

const SOURCE = 'apps/server/src';
const NODE = new RegExp(`^${SOURCE}/((features|lib)/[^/]+|[^/]+)`);
const COMPOSITION_ROOT = ['app.ts', 'deps.ts', 'jobs.ts', 'main.ts', 'routes.ts', 'server.ts', 'cli'].map(
  (name) => `${SOURCE}/${name}`,
);
const inGraph = (node) => NODE.test(node) && !COMPOSITION_ROOT.includes(node);

const { output } = await cruise([SOURCE], {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  collapse: NODE.source,
  outputType: 'json',
});
const graph = new Map();
for (const module of JSON.parse(output).modules) {
  if (!inGraph(module.source)) continue;
  const targets = module.dependencies.map((d) => d.resolved).filter((t) => inGraph(t) && t !== module.source);
  graph.set(module.source, targets);
}

// Tarjan's strongly connected components: every component of more than one node is a loop.
let index = 0;
const indexOf = new Map();
const lowOf = new Map();
const stack = [];
const loops = [];
function visit(node) {
  indexOf.set(node, index);
  lowOf.set(node, index++);
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!indexOf.has(next)) {
      visit(next);
      lowOf.set(node, Math.min(lowOf.get(node), lowOf.get(next)));
    } else if (stack.includes(next)) lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(next)));
  }
  if (lowOf.get(node) !== indexOf.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    component.push(member);
  } while (member !== node);
  if (component.length > 1) loops.push(component);
}
for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);

if (loops.length === 0) {
  console.log(`no import loops between the ${graph.size} folders of ${SOURCE}`);
} else {
  for (const loop of loops) {
    console.error(`import loop between: ${loop.map((n) => n.slice(SOURCE.length + 1)).join(', ')}`);
    for (const from of loop)
      for (const to of graph.get(from) ?? [])
        if (loop.includes(to))
          console.error(`  ${from.slice(SOURCE.length + 1)} -> ${to.slice(SOURCE.length + 1)}`);
  }
  process.exit(1);
}
