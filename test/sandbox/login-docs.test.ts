import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OtpMethod } from '../../src/core/api/login.contract';
import { FAULTS } from '../../sandbox/faults';
import { jsencryptOaep, loginWorld, sandboxKeys, singpassRedirect } from './login-world';

/** The sandbox's pages are a promise to testers: every row of the login table is walked against the sandbox. */
function section(heading: string, page = 'sandbox.md'): string {
  const doc = readFileSync(resolve(__dirname, '../../docs', page), 'utf8');
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/${page} has no "## ${heading}" section`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** The first Markdown table of a section, as rows of cells (header and separator left out). */
function table(text: string): string[][] {
  const lines = text.split('\n').filter((l) => l.startsWith('|'));
  return lines.slice(2).map((l) =>
    l
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim()),
  );
}

const ticks = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

const rows = table(section('Login'));

describe('docs/sandbox.md, "Login": every row does what it says', () => {
  let encrypt: (plain: string) => string;
  beforeAll(async () => {
    encrypt = await jsencryptOaep(sandboxKeys().publicKeyPem);
  });

  it('has a row for every outcome the brief asks for', () => {
    const outcomes = rows.map((r) => r[5]).join(' ');
    for (const needed of [
      'C-1001',
      'C-1002',
      'APP-2001',
      'CUSTOMER_NOT_FOUND',
      'CUSTOMER_IS_BLACKLISTED',
      'CUSTOMER_BLOCKED_AML',
      'SPQR_NRIC_NOT_MATCHING',
      'SPQR_INVALID',
      'WRONG_CODE',
      'EXPIRED',
      'LOCKED',
    ]) {
      expect(outcomes).toContain(`\`${needed}\``);
    }
  });

  it.each(rows.map((r) => [r[0]!, r] as const))('%s', async (_what, [, idTypeCell, idCell, dobCell, then, outcome]) => {
    const w = loginWorld(encrypt);
    const form = {
      idType: idTypeCell === 'Passport' ? ('PASSPORT' as const) : ('NRIC_FIN' as const),
      idNumber: ticks(idCell!)[0]!,
      dateOfBirth: ticks(dobCell!)[0]!,
    };
    const expected = ticks(outcome!);
    let last: unknown;

    if (then!.startsWith('Acceptance code')) {
      last = await w.acceptance.execute({ ...form, acceptanceCode: ticks(then!)[0]! });
    } else {
      last = await w.identify.execute(form);
      if (then!.startsWith('SMS') || then!.startsWith('Email')) {
        const method: OtpMethod = then!.startsWith('SMS') ? 'SMS_OTP' : 'EMAIL_OTP';
        expect(await w.sendOtp.execute(method)).toEqual({ kind: 'sent' });
        for (const code of ticks(then!)) last = await w.verifyOtp.execute(code);
      } else if (then!.startsWith('Singpass')) {
        expect(await w.startSingpass.execute()).toEqual({ kind: 'left' });
        const { location } = await singpassRedirect(w.sandbox, w.navigation.left[0]!, ticks(then!)[0]!);
        last = await w.completeSingpass.execute(location.searchParams);
      } else {
        expect(then).toBe('none');
      }
    }

    if (outcome!.startsWith('logged in as')) {
      expect(w.customer()).toBe(expected[0]);
      if (expected[1]) expect(w.navigation.path).toBe(expected[1]);
    } else if (outcome!.startsWith('error')) {
      expect(w.errorState.store.getSnapshot().code).toBe(expected[0]);
      expect(w.customer()).toBeUndefined();
    } else if (outcome!.startsWith('field error')) {
      expect(last).toEqual({ kind: 'invalid', errors: { acceptanceCode: 'acceptanceCodeNotRecognised' } });
    } else if (expected.includes('cancelled')) {
      // The same login attempt comes back for another method.
      expect(last).toEqual({ kind: 'cancelled', resumed: true });
    } else if (expected[0] === 'WRONG_CODE') {
      expect(last).toEqual({ kind: 'wrong', attemptsRemaining: Number(expected[1]) });
    } else {
      expect(last).toEqual({ kind: expected[0]!.toLowerCase() });
    }
  });
});

describe('docs/sandbox-controls.md, "Faults on demand"', () => {
  it('lists exactly the faults the sandbox injects', () => {
    const listed = table(section('Faults on demand', 'sandbox-controls.md')).flatMap((r) => ticks(r[0]!));
    expect([...listed].sort()).toEqual([...FAULTS].sort());
  });
});
