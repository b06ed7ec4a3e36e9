import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULE_MAP, structureProblems } from './lib/structure.mjs';

/**
 * The lint step's structure check fires on each thing it exists for: files are planted over the tree in memory (nothing
 * is written), and the check must name what they break.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const server = 'apps/server/src/modules';
const web = 'apps/web/src/features';
const problemsOf = (planted: Record<string, string>) => structureProblems(root, new Map(Object.entries(planted)));
const problemsOfTree = problemsOf({});
/** What the planted files add to the tree's own problems (which the lint step itself reports). */
const problemsWith = (planted: Record<string, string>) =>
  problemsOf(planted).filter((problem) => !problemsOfTree.includes(problem));

describe('structure check', () => {
  it('refuses a cycle between server modules made by type imports alone', () => {
    const problems = problemsWith({
      [`${server}/map/planted.ts`]:
        "import type { Firmware } from '../firmware/index.js';\nexport type A = Firmware;\n",
      [`${server}/firmware/planted.ts`]: "export type { MapTiles } from '../map/index.js';\n",
    });
    expect(problems).toEqual([expect.stringMatching(/^cycle between modules\/firmware, modules\/map:/)]);
    expect(problems[0]).toContain(`${server}/map/planted.ts imports ../firmware/index.js`);
  });

  it('refuses a cycle between web features, through a dynamic import too', () => {
    const problems = problemsWith({
      [`${web}/legal/planted.tsx`]: "export const load = () => import('../navigation');\n",
      [`${web}/navigation/planted.ts`]: "import type { load } from '../legal/planted';\nexport type T = typeof load;\n",
    });
    expect(problems).toEqual([expect.stringMatching(/^cycle between features\/legal, features\/navigation:/)]);
  });

  it('lets a test import across modules', () => {
    expect(
      problemsWith({
        [`${server}/map/planted.test.ts`]: "import '../firmware/index.js';\n",
        [`${server}/firmware/planted.test.ts`]: "import '../map/index.js';\n",
      }),
    ).toEqual([]);
  });

  it('refuses a module or feature folder the module map has no row for, and a row for no folder', () => {
    const map = readFileSync(new URL(`../${MODULE_MAP}`, import.meta.url), 'utf8');
    const problems = problemsWith({
      [`${server}/planted-module/index.ts`]: 'export {};\n',
      [`${web}/planted-feature/index.ts`]: 'export {};\n',
      [MODULE_MAP]: map.replace(/^\| `modules\/firmware` .*\n/m, ''),
    });
    expect(problems.sort()).toEqual([
      `${MODULE_MAP}: no row for features/planted-feature under "Web features"`,
      `${MODULE_MAP}: no row for modules/firmware under "Server modules"`,
      `${MODULE_MAP}: no row for modules/planted-module under "Server modules"`,
    ]);
    const withGoneRow = map.replace(/^\| `features\/groups` .*\n/m, (row) => `${row}| \`features/gone\` | planted |\n`);
    expect(problemsWith({ [MODULE_MAP]: withGoneRow })).toEqual([
      `${MODULE_MAP}: features/gone under "Web features" is not a folder`,
    ]);
  });

  it('refuses a citation of a section of a document outside the repository, in code and in docs', () => {
    const problems = problemsWith({
      'apps/server/src/lib/planted.ts': `// As ${String.fromCharCode(0xa7)}4.2 says.\nexport {};\n`,
      'docs/planted.md': `See the ${['spec', 'part'].join(' ')} 2 for the texts.\n`,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^apps\/server\/src\/lib\/planted\.ts:1: cites a document outside the repository/),
      expect.stringMatching(/^docs\/planted\.md:1: cites a document outside the repository/),
    ]);
  });
});
