// Mutation testing of the backend's domain rules: `npm run mutation` (not part of `npm test`).
// See docs/mutation-testing.md for the scores, the run time and the mutants left alive on purpose.
//
// TypeScript 7 (our `typescript`) has no JavaScript compiler API, and Stryker calls it: the core
// parses tsconfig files with `ts.parseConfigFileTextToJson` before copying them into its sandbox,
// and the TypeScript checker builds a program with `ts.createProgram`. So every
// `import 'typescript'` made by a @stryker-mutator package is answered with TypeScript 5.9.3,
// installed beside ours as the `typescript-5` alias. The hook below does that in this process
// (Stryker imports this file before it reads any tsconfig) and, through `checkerNodeArgs`, in the
// checker's worker processes. Nothing else is redirected: our own `tsc` and tsx are untouched.
//
// @stryker-mutator/mocha-runner 10.0.0 (the newest) requires mocha's CLI helpers without an
// extension (`mocha/lib/cli/run-helpers`, `options`, `collect-files`); mocha 12.0.3 ships them as
// `.cjs`, which `require` does not try. The same hook, loaded in the test runners through
// `testRunnerNodeArgs`, adds the extension for those three files only.
import { registerHooks } from 'node:module';

const mochaCliHelper = /\/node_modules\/mocha\/lib\/cli\/(run-helpers|options|collect-files)$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/@stryker-mutator/')) {
      return nextResolve('typescript-5', context);
    }
    if (mochaCliHelper.test(specifier)) {
      return nextResolve(`${specifier}.cjs`, context);
    }
    return nextResolve(specifier, context);
  },
});

const domainTests = 'backend/src/modules/*/domain/**/*.test.ts';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Every module's domain folder, whichever modules exist when it runs; never the tests.
  mutate: ['backend/src/modules/*/domain/**/*.ts', `!${domainTests}`],

  testRunner: 'mocha',
  mochaOptions: {
    // Only the fast domain unit tests: no database, no HTTP, no browser. Our .mocharc.json files
    // are not read (they would add the whole suite's specs and a custom reporter).
    'no-config': true,
    'no-package': true,
    spec: [domainTests],
    extension: ['ts'],
    ui: 'bdd',
  },
  // Domain classes use parameter properties, which Node's own type stripping cannot run.
  testRunnerNodeArgs: ['--import', 'tsx', '--import', import.meta.url],
  coverageAnalysis: 'perTest',

  checkers: ['typescript'],
  tsconfigFile: 'test/stryker.tsconfig.json',
  checkerNodeArgs: ['--import', import.meta.url],
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },

  // A 2-core machine shared with others.
  concurrency: 2,

  // Mutants whose code and tests did not change keep their last result (reports/stryker-incremental.json);
  // `npm run mutation -- --force` tests every mutant again.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',

  // Stryker works on a copy (never in place: others edit these files while it runs). The copy holds
  // only what the domain tests load, not dist/, bench/.data (gigabytes), test-artifacts/ or the
  // frontends; node_modules is linked, not copied.
  inPlace: false,
  tempDirName: '.stryker-tmp',
  ignorePatterns: [
    '/*',
    '!/package.json',
    '!/tsconfig.json',
    '!/test',
    '/test/*',
    '!/test/stryker.tsconfig.json',
    '!/backend',
    '/backend/*',
    '!/backend/package.json',
    '!/backend/src',
    '!/contracts',
    '!/reference',
  ],

  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 80, low: 60, break: null },
  timeoutMS: 10000,
};
