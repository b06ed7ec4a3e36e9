import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Each boundary of eslint.config.js fires on a file planted where it must not import: lint runs on the planted text
 * as if it were at that path (nothing is written), and must report `import-x/no-restricted-paths`. Only that rule
 * runs: no-cycle would walk the whole module graph behind each planted import, which on a loaded machine outlasts
 * the test's time.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: new URL('..', import.meta.url).pathname,
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  });
});

const server = 'apps/server/src';
const web = 'apps/web/src';

async function boundaryMessages(path: string, importPath: string) {
  const [result] = await eslint.lintText(`import '${importPath}';\nexport {};\n`, { filePath: path });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths');
}

describe('lint boundaries', () => {
  it.each([
    ...['lib', 'adapters', 'db', 'http'].map(
      (layer) =>
        [`${server}/${layer}/planted.ts`, '../modules/devices/index.js', 'a lower layer uses a module'] as const,
    ),
    ...['realtime', 'provisioning', 'cli', 'demo'].map(
      (folder) =>
        [`${server}/${folder}/planted.ts`, '../composition/services.js', 'only app.ts uses composition'] as const,
    ),
    [`${server}/modules/devices/planted.ts`, '../../ingest/device-secret.js', 'a module uses the ingest'],
    [`${server}/modules/users/planted.ts`, '../../provisioning/index.js', 'a module uses provisioning'],
    [`${server}/modules/groups/planted.ts`, '../devices/device-gate.js', "a module reaches past another's entry"],
    [`${web}/features/groups/planted.ts`, '../devices/battery-percent.js', "a feature reaches past another's entry"],
    [`${web}/lib/planted.ts`, '../features/devices/index.js', 'shared code uses a feature'],
    [`${web}/components/planted.tsx`, '../app/routes.js', 'shared code uses the app'],
  ])('%s importing %s (%s) is refused', async (path, importPath) => {
    expect(await boundaryMessages(path, importPath)).toHaveLength(1);
  });

  it("allows a module's own files and another's public entry", async () => {
    expect(await boundaryMessages(`${server}/modules/groups/planted.ts`, '../devices/index.js')).toEqual([]);
    expect(await boundaryMessages(`${server}/modules/groups/planted.ts`, './groups.service.js')).toEqual([]);
  });
});
