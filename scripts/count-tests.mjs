// Adds up the reports of Vitest and Playwright into one line: "tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if (r.stats) {
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
  } else {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
