import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const alias = { '@lodestar/contract': contractSource };

const serverTests = 'apps/server/test/**/*.test.ts';
/** The files whose outcome may depend on the database engine (concurrency, triggers, partitions, faults, backups). */
const engineTests = 'apps/server/test/**/*.engines.test.ts';
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const integration = (name: string, dbKind: 'pglite' | 'postgres', include: string[]) => ({
  resolve: { alias },
  test: {
    name,
    include,
    environment: 'node',
    env: { TEST_DB_KIND: dbKind },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // The files of a worker share the imported server (decision 0047): each still builds its own app on its own database.
    isolate: false,
  },
});

const componentTests = ['src/**/*.test.tsx', 'src/**/*.test.ts'];
/** The web's test files that replace modules or globals, or need what the app keeps per page load: each fresh. */
const isolatedComponentTests = 'src/**/*.isolated.test.{ts,tsx}';

/**
 * The web's component tests in jsdom, on both cores. The other files share one module graph per worker (isolate off),
 * which spares each file its imports and environment: they leave nothing behind (test/setup.ts resets the store,
 * the handlers and the DOM after each test).
 */
const component = (name: string, files: { include?: string[]; exclude?: string[]; isolate: boolean }) => ({
  extends: './apps/web/vite.config.ts',
  test: {
    name,
    root: './apps/web',
    include: files.include ?? componentTests,
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    // Vitest's default leaves a core idle (one worker on two cores).
    maxWorkers: 2,
    isolate: files.isolate,
  },
});

export default defineConfig({
  test: {
    // The integration projects' teardown searches the logs of the whole run for secrets (apps/server/test/global-setup.ts).
    teardownTimeout: 120_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
        },
      },
      // The bench's counting run (`--check`), a child process that finds PostgreSQL by itself as `npm run bench` does.
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          maxWorkers: 2,
        },
      },
      // With a PostgreSQL server (TEST_DATABASE_URL), every file runs on it and the engine's files on PGlite too;
      // without one, every file runs on PGlite.
      integration('integration', 'pglite', [postgres ? engineTests : serverTests]),
      ...(postgres ? [integration('integration-postgres', 'postgres', [serverTests])] : []),
      component('component', { exclude: [isolatedComponentTests], isolate: false }),
      component('component-isolated', { include: [isolatedComponentTests], isolate: true }),
    ],
  },
});
