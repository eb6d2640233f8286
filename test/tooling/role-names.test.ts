import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const src = join(__dirname, '../../src');
const useCaseFiles = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.use-case.ts'));

/** docs/architecture.md: a `*.use-case.ts` holds use cases, classes run by `execute` (their own or their base's). */
describe('role names', () => {
  it.each(useCaseFiles)('%s holds classes run by execute', (file) => {
    const text = readFileSync(join(src, file), 'utf8');
    const classes = [...text.matchAll(/^export (?:abstract )?class \w+(?: extends (\w+))?/gm)];
    expect(classes.length).toBeGreaterThan(0);
    for (const [, base] of classes)
      if (!base || !['MoneySubmit', 'DataLoad'].includes(base)) expect(text).toMatch(/^ {2}(?:async )?execute\(/m);
  });
});
