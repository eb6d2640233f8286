import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020';
import { Contract, contractFile, type Json } from '../../sandbox/contract';

/**
 * The contract's validators compiled once, not in every test file (0.3 to 0.8 s a file of loading Ajv
 * and the YAML parser and compiling, some 5 s of CPU a run). The jest global set-up writes them, as Ajv's
 * standalone code beside the document as JSON, into node_modules/.cache (kept while the document, the contract code
 * and Ajv are the same; jest does not transform files there), and names the folder in CONTRACT_VALIDATORS.
 */
export const CONTRACT_VALIDATORS = 'CONTRACT_VALIDATORS';

const ROOT = resolve(__dirname, '../..');

/** Writes the compiled contract (unless this very one is there already); returns its folder. */
export function writeContractValidators(): string {
  const sources = [
    contractFile(),
    join(ROOT, 'sandbox/contract.ts'),
    join(ROOT, 'sandbox/contract-ajv.ts'),
    join(ROOT, 'node_modules/ajv/package.json'),
  ];
  const hash = createHash('sha256');
  for (const file of sources) hash.update(readFileSync(file));
  const dir = join(ROOT, 'node_modules/.cache/portal-contract', hash.digest('hex').slice(0, 16));
  if (existsSync(join(dir, 'validators.js'))) return dir;
  // Loaded here only: the test files never load Ajv or the YAML parser.
  const { readContract, contractModule } =
    require('../../sandbox/contract-ajv') as typeof import('../../sandbox/contract-ajv');
  const document = readContract();
  mkdirSync(dir, { recursive: true });
  // Written under a temporary name, then renamed: two runs at once never read half a file.
  const write = (name: string, text: string) => {
    const temporary = join(dir, `${name}.${process.pid}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, join(dir, name));
  };
  write('document.json', JSON.stringify(document));
  write('validators.js', contractModule(document));
  return dir;
}

/** The contract from the folder the global set-up wrote, or (a file run without it) compiled by Ajv here. */
export function testContract(): Contract {
  const dir = process.env[CONTRACT_VALIDATORS];
  if (!dir) {
    const { ajvContract } = require('../../sandbox/contract-ajv') as typeof import('../../sandbox/contract-ajv');
    return ajvContract();
  }
  const document = require(join(dir, 'document.json')) as Json;
  const validators = require(join(dir, 'validators.js')) as Record<string, ValidateFunction>;
  return new Contract(document, (schemaAt) => validators[schemaAt]);
}
