// Mocha's spec reporter plus one plain closing line ("N passed, N failed, N skipped")
// that CI reads to know how many tests ran. TEST_TIMES=1 also lists the slowest files, hooks
// included (where a run's minutes go).
const Mocha = require('mocha');
const { Spec } = Mocha.reporters;
const { EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Mocha.Runner.constants;

class SummaryReporter extends Spec {
  constructor(runner, options) {
    super(runner, options);
    const spent = new Map();
    if (process.env.TEST_TIMES) {
      const began = new Map();
      runner.on(EVENT_SUITE_BEGIN, (suite) => suite.parent?.root && began.set(suite, Date.now()));
      runner.on(EVENT_SUITE_END, (suite) => {
        if (!began.has(suite)) return;
        const file = suite.file ? require('node:path').relative(process.cwd(), suite.file) : suite.title;
        spent.set(file, (spent.get(file) ?? 0) + Date.now() - began.get(suite));
      });
    }
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats;
      if (spent.size) {
        const slowest = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 40);
        console.log(`slowest files (${(runner.stats.duration / 1000).toFixed(0)} s in all):`);
        for (const [file, ms] of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
      }
      console.log(`tests: ${passes} passed, ${failures} failed, ${pending} skipped`);
    });
  }
}
module.exports = SummaryReporter;
