import { ajvContract } from '../sandbox/contract-ajv';
import { contractCheck, type Identities } from './check';

/**
 * `npm run contract:check -- <base-url>`: exit 0 when the backend keeps every rule, 1 when any is broken, 2 when
 * the check could not run. Against a backend other than the sandbox the test identities come from the environment
 * (docs/api.md, "Checking a backend").
 */
function identitiesFromEnv(env: NodeJS.ProcessEnv): Identities | undefined {
  const names = ['ID_NUMBER', 'DOB', 'OTP', 'PAYOR_POLICY', 'PAYOR_ID_NUMBER', 'PAYOR_DOB'];
  const missing = names.filter((name) => !env[`CONTRACT_${name}`]);
  if (missing.length === names.length) return undefined;
  if (missing.length) throw new Error(`Set ${missing.map((name) => `CONTRACT_${name}`).join(', ')} too.`);
  const idType = (value: string | undefined) => (value === 'PASSPORT' ? 'PASSPORT' : 'NRIC_FIN');
  return {
    customer: {
      idType: idType(env.CONTRACT_ID_TYPE),
      idNumber: env.CONTRACT_ID_NUMBER!,
      dateOfBirth: env.CONTRACT_DOB!,
      otp: env.CONTRACT_OTP!,
    },
    payor: {
      idType: idType(env.CONTRACT_PAYOR_ID_TYPE),
      idNumber: env.CONTRACT_PAYOR_ID_NUMBER!,
      dateOfBirth: env.CONTRACT_PAYOR_DOB!,
      policyNumber: env.CONTRACT_PAYOR_POLICY!,
    },
  };
}

async function main(): Promise<number> {
  const base = process.argv[2];
  if (!base || !/^https?:\/\//.test(base)) {
    console.error('Usage: npm run contract:check -- <base-url>   (e.g. http://127.0.0.1:8080)');
    return 2;
  }
  const broken = await contractCheck({ base, contract: ajvContract(), identities: identitiesFromEnv(process.env) });
  for (const rule of broken) console.log(`- ${rule}`);
  return broken.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
