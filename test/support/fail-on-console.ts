// A test that logs an error or a warning fails: an unlabelled dialog or a missing act() must break the build.
const failures: string[] = [];

for (const method of ['error', 'warn'] as const) {
  jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    failures.push(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

const onRejection = (reason: unknown) => failures.push(`unhandled rejection: ${String(reason)}`);
process.on('unhandledRejection', onRejection);

afterEach(() => {
  const found = failures.splice(0);
  if (found.length) throw new Error(found.join('\n'));
});

afterAll(() => {
  process.off('unhandledRejection', onRejection);
});
