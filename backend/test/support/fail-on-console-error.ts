// A console.error during a test is a bug that went unnoticed: fail the test instead.
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => jest.restoreAllMocks());
