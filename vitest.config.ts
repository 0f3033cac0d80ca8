/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { schoolDefine } from './scripts/school-define.ts';

// Test files that replace a module (vi.mock, vi.doMock, vi.resetModules) get a module graph of
// their own: in a shared one, a module an earlier file had loaded stayed real (the group room's
// hook ran unmocked, and its rejoin loop went on posting to later files' fetch stubs: 26 failures
// in 12 files of a CI run, in whichever files shared its worker).
function testsThatMock(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`)
    .filter((f) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(f, 'utf8')));
}
const clientFilesWithMocks = testsThatMock('client');
const serverFilesWithMocks = testsThatMock('server');
type ProjectTests = NonNullable<TestProjectInlineConfiguration['test']>;
const serverTests = {
  environment: 'node',
  globalSetup: ['server/test/global-setup.ts'],
  // Time-outs catch a hang, not a slow machine: about 20 times the slowest test on a quiet
  // one (4 s), as a loaded machine has been seen running a test 7 times slower. A test
  // app's start (a fresh database, migrated) took over 60 s in three files beside two CPU
  // burners (npm test runs this lane at a lower priority), so hooks get 180 s: one ceiling
  // for every hook, none of their own.
  testTimeout: 90_000,
  hookTimeout: 180_000,
} satisfies ProjectTests;
const clientTests = {
  environment: 'jsdom',
  setupFiles: ['client/test/setup.ts'],
  unstubGlobals: true,
  // Typing and clicking through a panel beside the server project's database work on 2
  // cores took over the default 5 s (a notes dialog, the practice tools); the first
  // prerender test (it loads the whole site) took 63 s beside two CPU burners and other
  // test runs. 40 times the slowest quiet test (3 s), so only a hang runs out. Hooks too:
  // the router test's afterAll loads every screen's code, and ran past the default 10 s
  // in a loaded CI run.
  testTimeout: 120_000,
  hookTimeout: 180_000,
} satisfies ProjectTests;

export default defineConfig({
  plugins: [react()],
  define: schoolDefine(process.env),
  test: {
    // Both cores (the default keeps one free): 125 s -> 87 s for the whole run on a quiet 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'server',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'docs/**/*.test.ts'],
          exclude: serverFilesWithMocks,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...serverTests, name: 'server-mocks', include: serverFilesWithMocks, isolate: true },
      },
      {
        extends: true,
        test: {
          ...clientTests,
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          exclude: clientFilesWithMocks,
          // One jsdom per worker, not per file (its start-up was most of the client run);
          // stubbed globals are put back after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...clientTests, name: 'client-mocks', include: clientFilesWithMocks, isolate: true },
      },
    ],
  },
});
