import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const src = join(__dirname, '../../src');
const useCaseFiles = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.use-case.ts'));

/** docs/architecture.md: a `*.use-case.ts` holds one use case, a class run by `execute` (its own or its base's). */
describe('role names', () => {
  it.each(useCaseFiles)('%s holds one class run by execute', (file) => {
    const text = readFileSync(join(src, file), 'utf8');
    const classes = [...text.matchAll(/^(?:export )?(?:abstract )?class \w+(?: extends (\w+))?/gm)];
    expect(classes).toHaveLength(1);
    const base = classes[0]![1];
    if (!base || !['MoneySubmit', 'DataLoad'].includes(base)) expect(text).toMatch(/^ {2}(?:async )?execute\(/m);
  });
});
