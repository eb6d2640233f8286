import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AcceptanceCodeReply,
  AcceptanceCodeRequest,
  IdentifyReply,
  IdentifyRequest,
  LoginReply,
  SendOtpReply,
  SendOtpRequest,
  SingpassCompleteRequest,
  SingpassResumeRequest,
  SingpassStartRequest,
  VerifyOtpReply,
  VerifyOtpRequest,
} from '../../src/core/api/login.contract';
import type { paths } from '../../src/core/api/openapi.types';
import type {
  CreatePaymentBody,
  CreatePaymentRequest,
  PayNowStatusBody,
  PaymentStatusBody,
  PoliciesDueBody,
  ReferenceRequest,
} from '../../src/core/api/payment.contract';
import type {
  ArrangementReferenceRequest,
  ArrangementStatusBody,
  CreateArrangementBody,
  CreateArrangementRequest,
  GiroScheduleBody,
  GiroScheduleRequest,
  RecurringPoliciesBody,
} from '../../src/core/api/recurring.contract';
import type {
  DeclarationReply,
  DeclarationRequest,
  FindPolicyReply,
  FindPolicyRequest,
  GuestPaymentReply,
  GuestPaymentRequest,
  GuestPaymentStatus,
  SourceOfFundsRequest,
} from '../../src/core/api/third-party.contract';

/**
 * The contract types in src/core/**\/*.contract.ts, checked against the types generated from docs/openapi.yaml
 * (src/core/api/openapi.types.ts, `npm run contract:types`): each request and reply body the same both ways
 * round, or `npm run typecheck` fails on the line of the call that drifted.
 */
type Post<P extends keyof paths> = NonNullable<paths[P]['post']>;
type Request<P extends keyof paths> = NonNullable<Post<P>['requestBody']>['content']['application/json'];
type Reply<P extends keyof paths> = Post<P>['responses'][200]['content']['application/json']['body'];
/** Mutual assignability: what one side may send, the other accepts, and back. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Plain<T> = { [K in keyof T]: T[K] };

const agree: {
  [call: string]: [request: true, reply: true];
} = {
  identify: [
    true satisfies Same<IdentifyRequest, Request<'/rs/v1/login/identify'>>,
    true satisfies Same<IdentifyReply, Reply<'/rs/v1/login/identify'>>,
  ],
  sendOtp: [
    true satisfies Same<SendOtpRequest, Request<'/rs/v1/login/otp/send'>>,
    true satisfies Same<SendOtpReply, Reply<'/rs/v1/login/otp/send'>>,
  ],
  verifyOtp: [
    true satisfies Same<VerifyOtpRequest, Request<'/rs/v1/login/otp/verify'>>,
    true satisfies Same<VerifyOtpReply, Reply<'/rs/v1/login/otp/verify'>>,
  ],
  singpassStart: [
    true satisfies Same<SingpassStartRequest, Request<'/rs/v1/login/singpass/start'>>,
    true satisfies Same<{ authorizeUrl: string }, Reply<'/rs/v1/login/singpass/start'>>,
  ],
  singpassComplete: [
    true satisfies Same<SingpassCompleteRequest, Request<'/rs/v1/login/singpass/complete'>>,
    true satisfies Same<LoginReply, Reply<'/rs/v1/login/singpass/complete'>>,
  ],
  singpassResume: [
    true satisfies Same<SingpassResumeRequest, Request<'/rs/v1/login/singpass/resume'>>,
    true satisfies Same<IdentifyReply, Reply<'/rs/v1/login/singpass/resume'>>,
  ],
  acceptanceCode: [
    true satisfies Same<AcceptanceCodeRequest, Request<'/rs/v1/login/acceptance-code'>>,
    true satisfies Same<AcceptanceCodeReply, Reply<'/rs/v1/login/acceptance-code'>>,
  ],
  policiesDue: [
    true satisfies Same<Record<string, never>, Request<'/rs/v1/policies/due'>>,
    true satisfies Same<PoliciesDueBody, Reply<'/rs/v1/policies/due'>>,
  ],
  payments: [
    true satisfies Same<CreatePaymentRequest, Request<'/rs/v1/payments'>>,
    true satisfies Same<Plain<CreatePaymentBody>, Reply<'/rs/v1/payments'>>,
  ],
  paymentStatus: [
    true satisfies Same<ReferenceRequest, Request<'/rs/v1/payments/status'>>,
    true satisfies Same<Plain<PaymentStatusBody>, Reply<'/rs/v1/payments/status'>>,
  ],
  payNowStatus: [
    true satisfies Same<ReferenceRequest, Request<'/rs/v1/paynow/status'>>,
    true satisfies Same<Plain<PayNowStatusBody>, Reply<'/rs/v1/paynow/status'>>,
  ],
  recurringPolicies: [
    true satisfies Same<Record<string, never>, Request<'/rs/v1/recurring/policies'>>,
    true satisfies Same<RecurringPoliciesBody, Reply<'/rs/v1/recurring/policies'>>,
  ],
  giroSchedule: [
    true satisfies Same<GiroScheduleRequest, Request<'/rs/v1/recurring/giro/schedule'>>,
    true satisfies Same<GiroScheduleBody, Reply<'/rs/v1/recurring/giro/schedule'>>,
  ],
  arrangements: [
    true satisfies Same<CreateArrangementRequest, Request<'/rs/v1/recurring/arrangements'>>,
    true satisfies Same<Plain<CreateArrangementBody>, Reply<'/rs/v1/recurring/arrangements'>>,
  ],
  arrangementStatus: [
    true satisfies Same<ArrangementReferenceRequest, Request<'/rs/v1/recurring/arrangements/status'>>,
    true satisfies Same<Plain<ArrangementStatusBody>, Reply<'/rs/v1/recurring/arrangements/status'>>,
  ],
  findPolicy: [
    true satisfies Same<FindPolicyRequest, Request<'/rs/v1/third-party/policy/find'>>,
    true satisfies Same<FindPolicyReply, Reply<'/rs/v1/third-party/policy/find'>>,
  ],
  declarations: [
    true satisfies Same<DeclarationRequest, Request<'/rs/v1/third-party/declarations'>>,
    true satisfies Same<DeclarationReply, Reply<'/rs/v1/third-party/declarations'>>,
  ],
  sourceOfFunds: [
    true satisfies Same<SourceOfFundsRequest, Request<'/rs/v1/third-party/declarations/source-of-funds'>>,
    true satisfies Same<
      { declarationId: string; complete: true },
      Reply<'/rs/v1/third-party/declarations/source-of-funds'>
    >,
  ],
  guestPayment: [
    true satisfies Same<GuestPaymentRequest, Request<'/rs/v1/third-party/payments'>>,
    true satisfies Same<GuestPaymentReply, Reply<'/rs/v1/third-party/payments'>>,
  ],
  guestPaymentStatus: [
    true satisfies Same<ReferenceRequest, Request<'/rs/v1/third-party/payments/status'>>,
    true satisfies Same<Plain<GuestPaymentStatus>, Reply<'/rs/v1/third-party/payments/status'>>,
  ],
};

describe('the contract types', () => {
  it('cover every POST call of docs/openapi.yaml but the session calls (empty both ways; checked by tsc)', () => {
    const document = readFileSync(join(__dirname, '../../docs/openapi.yaml'), 'utf8');
    const posts = [...document.matchAll(/^ {2}(\/rs\/v1\/\S+):\n {4}post:/gm)].map((m) => m[1]);
    expect(Object.keys(agree)).toHaveLength(posts.filter((path) => !path?.startsWith('/rs/v1/session/')).length);
  });

  it('are generated from the current docs/openapi.yaml (npm run contract:types)', () => {
    const root = join(__dirname, '../..');
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
});
