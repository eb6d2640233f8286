import { type Contract, enforceContract, watchContract } from '../../sandbox/contract';
import { testContract } from './contract-validators';

/**
 * Every request a sandbox receives and every reply it sends in a jest test is checked against docs/openapi.yaml
 * (sandbox/contract.ts): a violation fails the test that caused it, naming the call and the field. The sandbox
 * refuses a request the document refuses, as it does on the preview server.
 */
const violations: string[] = [];
let contract: Contract | undefined;

beforeAll(() => {
  contract ??= testContract();
  watchContract({ contract, report: (violation) => violations.push(violation) });
  enforceContract(contract);
});

afterEach(() => {
  if (violations.length === 0) return;
  const found = [...new Set(violations.splice(0))];
  throw new Error(`The sandbox broke the API contract (docs/openapi.yaml):\n  ${found.join('\n  ')}`);
});

afterAll(() => {
  watchContract(undefined);
  enforceContract(undefined);
});
