/** The test runner's failure texts (spec 1, section 8). */
export const testRunnerTexts = {
  unexpectedData: 'Returned data is not as expected',
  unsettled: 'Did not resolve or reject as expected',
  invalidStepType: 'Invalid Testing Step Type',
} as const;

/** The test runner's timings (spec 1, section 9), in ms. */
export const defaultTestRunnerTimings = {
  stepTimeout: 1000,
  stepWait: 100,
  testWait: 800,
} as const;

/** How long a test script may take to load by module name (spec 1, section 9), in ms. */
export const testModuleLoadTimeout = 3000;
