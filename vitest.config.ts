import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));
const alias = { '@lodestar/contract': contractSource };

const integration = (name: string, dbKind: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_KIND: dbKind },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
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
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      integration('integration', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'component',
          root: './apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
