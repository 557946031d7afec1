// A local ESLint rule: no import cycle among apps/server/src files, type-only imports included.
// import-x/no-cycle skips `import type` by design (4.18 has no option for it), and a cycle of
// types is still a cycle a newcomer has to untangle (issue 20). The graph is the one
// scripts/server-layers.mjs draws; it is redrawn at most once a second, i.e. once per lint run.
import path from 'node:path';
import { drawServer, SERVER_SRC } from './server-layers.mjs';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
let drawn = { at: 0, cycleOf: new Map() };

function cycles() {
  if (Date.now() - drawn.at > 1000) {
    const cycleOf = new Map();
    for (const cycle of drawServer(repoRoot).cycles) {
      for (const file of cycle) cycleOf.set(file, cycle);
    }
    drawn = { at: Date.now(), cycleOf };
  }
  return drawn.cycleOf;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle in apps/server/src, type-only imports included.' },
    messages: {
      cycle:
        'This file is in an import cycle (type-only imports count) with: {{cycle}}. Move the shared part down.',
    },
    schema: [],
  },
  create(context) {
    const srcDir = path.join(repoRoot, SERVER_SRC);
    const relative = path.relative(srcDir, context.filename).split(path.sep).join('/');
    const cycle = cycles().get(relative);
    if (!cycle) return {};
    return {
      Program(node) {
        context.report({
          node,
          messageId: 'cycle',
          data: { cycle: cycle.filter((f) => f !== relative).join(', ') },
        });
      },
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
