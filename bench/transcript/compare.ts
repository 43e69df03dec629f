// Runs only the comparison of issue 40 and prints it: `npx tsx --conditions=source bench/transcript/compare.ts`.
import { formatComparisonReport } from './comparison-run';
import { runComparisonInChromium } from './run-in-chromium';

const result = await runComparisonInChromium();
if (result.ok) console.info(formatComparisonReport(result.cells));
else console.warn(`Comparison skipped. ${result.reason}`);
