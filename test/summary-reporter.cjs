// Mocha's spec reporter plus one plain closing line ("N passed, N failed, N skipped")
// that CI reads to know how many tests ran.
const Mocha = require('mocha');
const { Spec } = Mocha.reporters;
const { EVENT_RUN_END } = Mocha.Runner.constants;

class SummaryReporter extends Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats;
      console.log(`tests: ${passes} passed, ${failures} failed, ${pending} skipped`);
    });
  }
}
module.exports = SummaryReporter;
