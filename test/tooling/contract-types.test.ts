import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_PATHS } from '../../src/core/api/login.contract';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import { RECURRING_PATHS } from '../../src/core/api/recurring.contract';
import { THIRD_PARTY_PATHS } from '../../src/core/api/third-party.contract';
import { KEEP_ALIVE_PATH } from '../../src/core/session/keep-alive';
import { TERMINATE_PATH } from '../../src/core/session/logout';
import { MAINTENANCE_PATH } from '../../src/core/shell/maintenance';

/**
 * The decoders and request bodies in src/core are typed from src/core/api/openapi.types.ts (src/core/api/openapi.ts),
 * so `npm run typecheck` fails when docs/openapi.yaml changes a field they use. These tests keep that link honest:
 * the generated file is the current document's, and every call of the document is one the portal names.
 */
const root = join(__dirname, '../..');

describe('the contract types', () => {
  it('are generated from the current docs/openapi.yaml (npm run contract:types)', () => {
    const out = spawnSync(
      process.execPath,
      [join(root, 'node_modules/openapi-typescript/bin/cli.js'), join(root, 'docs/openapi.yaml')],
      { encoding: 'utf8' },
    );
    expect(out.status).toBe(0);
    const file = join(root, 'src/core/api/openapi.types.ts');
    const formatted = spawnSync(
      process.execPath,
      [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--stdin-filepath', file],
      { encoding: 'utf8', input: out.stdout },
    );
    expect(formatted.stdout).toBe(readFileSync(file, 'utf8'));
  }, 20000);

  it("name every call of docs/openapi.yaml in the portal's path tables", () => {
    const document = readFileSync(join(root, 'docs/openapi.yaml'), 'utf8');
    const documented = [...document.matchAll(/^ {2}(\/rs\/v1\/\S+):$/gm)].map((m) => m[1]);
    const named = [
      ...[LOGIN_PATHS, PAYMENT_PATHS, RECURRING_PATHS, THIRD_PARTY_PATHS].flatMap((table) => Object.values(table)),
      MAINTENANCE_PATH,
      TERMINATE_PATH,
      KEEP_ALIVE_PATH,
    ];
    expect(named.sort()).toEqual(documented.sort());
  });
});
