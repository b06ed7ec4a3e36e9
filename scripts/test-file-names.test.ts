import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * vitest.config.ts picks how a test file runs by its name; a file whose content needs a way its name does not ask for
 * would run wrong, or not at all, without anyone noticing.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

function testFiles(folder: string): { path: string; text: string }[] {
  return (readdirSync(join(root, folder), { recursive: true }) as string[])
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => ({ path: `${folder}/${file}`, text: readFileSync(join(root, folder, file), 'utf8') }));
}

describe('test file names', () => {
  it('name *.engines.test.ts every server test that runs a part on one engine only (it then runs on both)', () => {
    const engineBound = testFiles('apps/server/test').filter(({ text }) => text.includes('TEST_DB_KIND'));
    expect(engineBound.length).toBeGreaterThan(0);
    expect(engineBound.map(({ path }) => path).filter((path) => !path.endsWith('.engines.test.ts'))).toEqual([]);
  });

  it('name *.isolated.test.ts(x) every web test that replaces a module or a global (it then gets a fresh module graph)', () => {
    const replacing = testFiles('apps/web/src').filter(({ text }) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(text));
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.map(({ path }) => path).filter((path) => !/\.isolated\.test\.tsx?$/.test(path))).toEqual([]);
  });

  it('let no server integration test replace a module or a global (the files of a worker share the server)', () => {
    const replacing = testFiles('apps/server/test').filter(({ text }) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(text));
    expect(replacing.map(({ path }) => path)).toEqual([]);
  });
});
