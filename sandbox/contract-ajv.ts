import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import { parse } from 'yaml';
import { Contract, contractFile, type Json } from './contract';

/**
 * docs/openapi.yaml read and compiled by Ajv: what the preview server and the contract's own tests use. The jest
 * suites load validators compiled once a run instead (`contractModule`, test/support/contract-validators.ts):
 * building Ajv's validators again in every test file cost some 5 s of CPU a run.
 */
export function readContract(file = contractFile()): Json {
  return parse(readFileSync(file, 'utf8')) as Json;
}

// int32 and int64 only name the width: every integer of the document states its range with minimum and maximum.
const newAjv = (source = false) =>
  new Ajv2020({ strict: false, allErrors: true, code: { source }, formats: { int32: true, int64: true } });

/** The contract with Ajv compiling each schema the first time a check needs it. */
export function ajvContract(document: Json = readContract()): Contract {
  const ajv = newAjv();
  ajv.addSchema(document, 'openapi.json');
  return new Contract(document, (schemaAt) => ajv.getSchema(`openapi.json#/${schemaAt}`));
}

/**
 * A CommonJS module exporting a validator for every request and reply schema of the document, named by its pointer (Ajv's
 * standalone code): loading it costs no compilation. Checked by test/sandbox/contract.test.ts against Ajv's own.
 */
export function contractModule(document: Json = readContract()): string {
  const ajv = newAjv(true);
  ajv.addSchema(document, 'openapi.json');
  const exports = Object.fromEntries(
    new Contract(document, () => undefined).schemas().map((at) => [at, `openapi.json#/${at}`]),
  );
  return standaloneCode(ajv, exports);
}
