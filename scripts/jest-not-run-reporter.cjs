// Ends every Jest run with the tests that did not run, by name (their names say why), so a green
// run never hides a skipped proof. With CI=true a skipped test fails the run: CI has everything.
// When TEST_SUMMARY_FILE is set, appends the run's counts to it for scripts/test.mjs's last lines.
const { appendFileSync } = require('node:fs');

const NOT_RUN = new Set(['pending', 'todo', 'skipped', 'disabled']);

class NotRunReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
    this.error = undefined;
  }

  onRunComplete(_contexts, results) {
    // Tests left out by -t were left out on purpose.
    const notRun = this.globalConfig.testNamePattern
      ? []
      : results.testResults.flatMap((file) =>
          file.testResults.filter((t) => NOT_RUN.has(t.status)).map((t) => t.fullName),
        );
    if (notRun.length > 0) {
      const lines = notRun.map((name) => `  - ${name}`).join('\n');
      console.log(`\n\u001b[33m⚠ ${notRun.length} test(s) did not run:\n${lines}\u001b[0m\n`);
      if (process.env.CI === 'true') {
        this.error = new Error('CI runs every test, and some did not run (listed above)');
      }
    }
    if (process.env.TEST_SUMMARY_FILE) {
      const summary = {
        passed: results.numPassedTests,
        failed: results.numFailedTests,
        skipped: results.numPendingTests + results.numTodoTests,
        notRun,
      };
      appendFileSync(process.env.TEST_SUMMARY_FILE, `${JSON.stringify(summary)}\n`);
    }
  }

  getLastError() {
    return this.error;
  }
}

module.exports = NotRunReporter;
