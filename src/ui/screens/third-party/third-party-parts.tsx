import { formatMoney } from '../../../core/shared/money';
import type { InsurerIdentity } from '../../../core/config';
import type { DeclarationCopy } from '../../../core/third-party/payor-draft';
import type { ThirdPartyPolicy } from '../../../core/api/third-party.contract';
import { thirdPartyText as t } from '../../text/en-third-party';
import { fundsText } from '../../text/en-third-party-funds';
import { payorFor } from '../../text/en-relationships';
import { ThirdPartyPayor } from './third-party-payor';
import { useInsurer } from '../../shell/insurer';
import { showInstant, Summary } from '../../shell/screen-parts';
import { MissingStep } from '../../shell/steps';
import { useArea } from '../../services-context';
import { saveFile } from '../../shell/save-file';
import { useStore } from '../../shell/use-store';

/** A third-party screen's services, and the payor's draft as it stands (the screen re-renders when it changes). */
export function usePayorDraft() {
  const services = useArea('payor');
  return { services, draft: useStore(services.payorDraft.store) };
}

/** A source-of-funds page opened before its declaration: the declaration is the step it needs, done `at` that page. */
export function NoDeclaration({ at }: { at: string }) {
  return <MissingStep step={{ at }} says={fundsText.funds.noDeclaration} link={fundsText.funds.goToDeclaration} />;
}

/** Only what is due: never the policyholder's name, the plan, or anything else about them. */
export function PolicyDue({ policy }: { policy: ThirdPartyPolicy }) {
  return (
    <Summary
      label={fundsText.policy.label}
      rows={[
        [fundsText.policy.policyNumber, policy.policyNumber],
        [fundsText.policy.amountDue, formatMoney(policy.amountDueCents)],
      ]}
    />
  );
}

/** The declaration as a plain text file: identity values and contact details were masked before they were ever kept. */
export function copyText(copy: DeclarationCopy, insurer?: InsurerIdentity): string {
  const c = fundsText.copy.fields;
  const lines: [string, string][] = [
    [c.declarationId, copy.declarationId],
    ...(insurer ? [[fundsText.copy.declaredTo, `${insurer.name} (UEN ${insurer.uen})`] as [string, string]] : []),
    [c.declaredAt, showInstant(Date.parse(copy.declaredAt))],
    [c.fullName, copy.payorName],
    [c.idType, t.idTypes[copy.idType]],
    [c.idNumber, copy.idNumberMasked],
    [c.dateOfBirth, copy.dateOfBirthMasked],
    [c.nationality, copy.nationalityOther ?? t.nationalities[copy.nationality] ?? copy.nationality],
    [c.relationship, payorFor(copy.payorName, copy.relationship, copy.relationshipOther)],
    [c.reason, copy.reasonOther ?? t.reasons[copy.reason] ?? copy.reason],
    [c.mobile, copy.mobileMasked],
    [c.email, copy.emailMasked],
    [
      c.policies,
      copy.policies
        .map((p) => [p.productName, p.policyNumber, formatMoney(p.amountCents)].filter(Boolean).join(' '))
        .join('; '),
    ],
    [c.amount, formatMoney(copy.amountCents)],
  ];
  const funds = copy.sourceOfFunds;
  if (funds) {
    lines.push([c.sourceOfFunds, funds.sourceOther ?? fundsText.fundSources[funds.source] ?? funds.source]);
    if (funds.sourceOfWealth) {
      const w = funds.sourceOfWealth;
      lines.push([
        c.sourceOfWealth,
        [fundsText.fundSources[w.source] ?? w.source, w.description].filter(Boolean).join(': '),
      ]);
    }
  }
  return [
    fundsText.copy.fileTitle,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    fundsText.copy.declaredTrue,
    '',
  ].join('\n');
}

/**
 * Downloads the payor's copy through a Blob: made in the browser, never fetched or sent anywhere. Offered only once
 * the source of funds is answered, so the copy always holds the whole declaration.
 */
export function DownloadCopy({ copy }: { copy?: DeclarationCopy }) {
  const { insurer } = useInsurer();
  if (!copy?.sourceOfFunds) return null;
  const download = () =>
    saveFile(
      new Blob([copyText(copy, insurer)], { type: 'text/plain;charset=utf-8' }),
      `declaration-${copy.declarationId}.txt`,
    );
  return (
    <p className="tp-copy">
      <button type="button" className="button" data-secondary onClick={download}>
        {fundsText.copy.download}
      </button>{' '}
      <span className="field-hint">{fundsText.copy.hint}</span>
    </p>
  );
}

/** The payor's copy as the policyholder's review offers it, from the third-party draft. */
export function DeclarationCopyOffer() {
  return <DownloadCopy copy={usePayorDraft().draft.copy} />;
}

/** Who is paying, and how much: the payor's name, relationship and masked ID. */
export function PayorSummary({ amountCents }: { amountCents?: number }) {
  return (
    <Summary
      label={fundsText.funds.payorHeading}
      rows={[
        [fundsText.funds.payorHeading, <ThirdPartyPayor key="payor" />],
        ...(amountCents !== undefined ? [[fundsText.copy.fields.amount, formatMoney(amountCents)] as const] : []),
      ]}
    />
  );
}
