import { useSyncExternalStore, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Text,
  TextField,
} from 'react-aria-components';
import type { IdType } from '../../../core/login/login.contract';
import { formatMoney } from '../../../core/payment/money';
import { formatDate, formatInstant, parseIsoDate } from '../../../core/payment/sg-date';
import type { Store } from '../../../core/store';
import type { DeclarationCopy } from '../../../core/third-party/third-party-draft';
import { FUND_SOURCES, NATIONALITIES, PAYMENT_REASONS, RELATIONSHIPS, type ThirdPartyPolicy } from '../../../core/third-party/third-party.contract';
import { thirdPartyText as t } from '../../text/en-third-party';
import { ThirdPartyPayor } from './third-party-payor';

/** A core store read the React way. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

export function showDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatDate(date) : iso;
}

/**
 * After a submit with errors, the first invalid control takes focus: a screen reader then reads its
 * label and its error (tied by aria-describedby), and a keyboard user is where the fix is needed.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!first) return;
  const target = first.matches('input, textarea, button') ? first : first.querySelector<HTMLElement>('input:not([type="hidden"]):not([aria-hidden="true"]), button, textarea');
  target?.focus();
}

/** Error codes to the texts react-aria's Form validationErrors shows under each field. */
export function fieldTexts(errors: object, texts: Record<string, Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors) as [string, string | undefined][]) if (code) out[field] = texts[field]?.[code] ?? code;
  return out;
}

/** A checkbox's own error line, tied to it by aria-describedby (FieldError is for fields). */
export function CheckError({ id, children }: { id: string; children?: string }) {
  return (
    <p id={id} className="field-error">
      {children}
    </p>
  );
}

export function Status({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'notice tp-notice-error' : 'notice'}>
      {children}
    </div>
  );
}

export function Summary({ rows, label }: { rows: readonly (readonly [string, ReactNode])[]; label: string }) {
  return (
    <dl className="tp-summary" aria-label={label}>
      {rows.map(([term, value], i) => (
        <div key={`${i}-${term}`} className="tp-summary-row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Only what is due: never the policyholder's name or anything else about them. */
export function PolicyDue({ policy }: { policy: ThirdPartyPolicy }) {
  return (
    <Summary
      label={t.policy.label}
      rows={[
        [t.policy.product, policy.productName],
        [t.policy.policyNumber, policy.policyNumber],
        [t.policy.amountDue, formatMoney(policy.amountDueCents)],
        [t.policy.dueDate, `${showDate(policy.dueDate)}${policy.overdue ? ` (${t.policy.overdue})` : ''}`],
      ]}
    />
  );
}

/** A react-aria Select over a list of codes; keyboard: Space or arrows open it, type-ahead finds. */
export function CodeSelect(props: {
  name: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  texts: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      name={props.name}
      className="field"
      placeholder={props.placeholder}
      selectedKey={props.value || null}
      onSelectionChange={(key) => props.onChange(key === null ? '' : String(key))}
    >
      <Label className="field-label">{props.label}</Label>
      <FieldError className="field-error" />
      <Button className="field-input tp-select-button">
        <SelectValue />
        <span aria-hidden="true" className="tp-select-arrow">
          ▾
        </span>
      </Button>
      <Popover className="tp-popover">
        <ListBox className="tp-listbox">
          {props.options.map((code) => (
            <ListBoxItem key={code} id={code} className="tp-option" textValue={props.texts[code]}>
              {props.texts[code]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

function Free({ name, label, hint, value, onChange, autoComplete, type = 'text', inputMode }: {
  name: string;
  label: string;
  hint?: string;
  value?: string;
  onChange?: (v: string) => void;
  autoComplete?: string;
  type?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'decimal';
}) {
  return (
    <TextField name={name} className="field" autoComplete={autoComplete} type={type} {...(onChange ? { value: value ?? '', onChange } : {})}>
      <Label className="field-label">{label}</Label>
      {hint ? (
        <Text slot="description" className="field-hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="field-error" />
      <Input className="field-input" maxLength={250} spellCheck={false} inputMode={inputMode} />
    </TextField>
  );
}
export { Free as FreeText };

export interface DeclarationChoices {
  idType: IdType;
  nationality: string;
  relationship: string;
  reason: string;
  declaredTrue: boolean;
}

const DECLARED_ERROR = 'tp-declared-error';

/** The payor's declaration fields, shared by the standalone and the logged-in entry. */
export function DeclarationFields({
  choices,
  onChoice,
  declaredError,
}: {
  choices: DeclarationChoices;
  onChoice: (change: Partial<DeclarationChoices>) => void;
  declaredError?: string;
}) {
  const d = t.declaration;
  const nric = choices.idType === 'NRIC_FIN';
  return (
    <fieldset className="tp-fieldset">
      <legend className="tp-legend">{d.heading}</legend>
      <p className="field-hint">{d.intro}</p>
      <Free name="fullName" label={d.fullName.label} hint={d.fullName.hint} autoComplete="name" />
      <RadioGroup name="idType" value={choices.idType} onChange={(v) => onChoice({ idType: v as IdType })} className="field radio-group" orientation="horizontal">
        <Label className="field-label">{d.idType.label}</Label>
        <div className="radio-options">
          <Radio value="NRIC_FIN" className="radio">
            {d.idType.nric}
          </Radio>
          <Radio value="PASSPORT" className="radio">
            {d.idType.passport}
          </Radio>
        </div>
      </RadioGroup>
      <TextField name="idNumber" className="field" autoComplete="off">
        <Label className="field-label">{nric ? d.idNumber.labelNric : d.idNumber.labelPassport}</Label>
        <Text slot="description" className="field-hint">
          {nric ? d.idNumber.hintNric : d.idNumber.hintPassport}
        </Text>
        <FieldError className="field-error" />
        <Input className="field-input" autoCapitalize="characters" spellCheck={false} />
      </TextField>
      <TextField name="dateOfBirth" className="field" autoComplete="off">
        <Label className="field-label">{d.dateOfBirth.label}</Label>
        <Text slot="description" className="field-hint">
          {d.dateOfBirth.hint}
        </Text>
        <FieldError className="field-error" />
        <Input className="field-input field-input-date" />
      </TextField>
      <CodeSelect
        name="nationality"
        label={d.nationality.label}
        placeholder={d.nationality.placeholder}
        options={NATIONALITIES}
        texts={t.nationalities}
        value={choices.nationality}
        onChange={(nationality) => onChoice({ nationality })}
      />
      {choices.nationality === 'OTHER' ? <Free name="nationalityOther" label={d.nationality.otherLabel} /> : null}
      <CodeSelect
        name="relationship"
        label={d.relationship.label}
        placeholder={d.relationship.placeholder}
        options={RELATIONSHIPS}
        texts={t.relationships}
        value={choices.relationship}
        onChange={(relationship) => onChoice({ relationship })}
      />
      {choices.relationship === 'other' ? <Free name="relationshipOther" label={d.relationship.otherLabel} /> : null}
      <CodeSelect
        name="reason"
        label={d.reason.label}
        placeholder={d.reason.placeholder}
        options={PAYMENT_REASONS}
        texts={t.reasons}
        value={choices.reason}
        onChange={(reason) => onChoice({ reason })}
      />
      {choices.reason === 'other' ? <Free name="reasonOther" label={d.reason.otherLabel} /> : null}
      <Free name="mobile" label={d.mobile.label} hint={d.mobile.hint} autoComplete="tel" type="tel" inputMode="tel" />
      <Free name="email" label={d.email.label} autoComplete="email" type="email" inputMode="email" />
      <div className="field">
        <Checkbox
          name="declaredTrue"
          className="tp-checkbox"
          isSelected={choices.declaredTrue}
          onChange={(declaredTrue) => onChoice({ declaredTrue })}
          isInvalid={Boolean(declaredError)}
          aria-describedby={declaredError ? DECLARED_ERROR : undefined}
        >
          {d.declaredTrue}
        </Checkbox>
        {declaredError ? <CheckError id={DECLARED_ERROR}>{declaredError}</CheckError> : null}
      </div>
    </fieldset>
  );
}

/** The raw declaration values: the choices from state, the typed text from the form. */
export function declarationForm(data: FormData, choices: DeclarationChoices) {
  const s = (name: string) => String(data.get(name) ?? '');
  return {
    fullName: s('fullName'),
    idType: choices.idType,
    idNumber: s('idNumber'),
    dateOfBirth: s('dateOfBirth'),
    nationality: choices.nationality,
    nationalityOther: s('nationalityOther'),
    relationship: choices.relationship,
    relationshipOther: s('relationshipOther'),
    reason: choices.reason,
    reasonOther: s('reasonOther'),
    mobile: s('mobile'),
    email: s('email'),
    declaredTrue: choices.declaredTrue,
  };
}

/** Source of funds, and the source of wealth when the amount is above the threshold. */
export function SourceOfFundsFields({
  source,
  onSource,
  wealthSource,
  onWealthSource,
  askWealth,
  threshold,
}: {
  source: string;
  onSource: (v: string) => void;
  wealthSource: string;
  onWealthSource: (v: string) => void;
  askWealth: boolean;
  threshold: string;
}) {
  const f = t.funds;
  return (
    <>
      <RadioGroup name="source" value={source || null} onChange={onSource} className="field radio-group">
        <Label className="field-label">{f.source.label}</Label>
        <FieldError className="field-error" />
        <div className="tp-options">
          {FUND_SOURCES.map((code) => (
            <Radio key={code} value={code} className="radio">
              {t.fundSources[code]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {source === 'other' ? <Free name="sourceOther" label={f.sourceOther.label} /> : null}
      {askWealth ? (
        <fieldset className="tp-fieldset">
          <legend className="tp-legend">{f.wealthSource.label}</legend>
          <p className="field-hint">{f.wealthIntro(threshold)}</p>
          <CodeSelect
            name="wealthSource"
            label={f.wealthSource.label}
            placeholder={t.declaration.reason.placeholder}
            options={FUND_SOURCES}
            texts={t.fundSources}
            value={wealthSource}
            onChange={onWealthSource}
          />
          <Free name="wealthDescription" label={f.wealthDescription.label} hint={f.wealthDescription.hint} />
        </fieldset>
      ) : null}
    </>
  );
}

/** The declaration as a plain text file: identity values were masked before they were ever kept. */
export function copyText(copy: DeclarationCopy): string {
  const c = t.copy.fields;
  const lines: [string, string][] = [
    [c.declarationId, copy.declarationId],
    [c.declaredAt, formatInstant(Date.parse(copy.declaredAt))],
    [c.fullName, copy.payorName],
    [c.idType, copy.idType === 'NRIC_FIN' ? t.declaration.idType.nric : t.declaration.idType.passport],
    [c.idNumber, copy.idNumberMasked],
    [c.dateOfBirth, copy.dateOfBirthMasked],
    [c.nationality, copy.nationalityOther ?? t.nationalities[copy.nationality] ?? copy.nationality],
    [c.relationship, copy.relationshipOther ?? t.relationships[copy.relationship] ?? copy.relationship],
    [c.reason, copy.reasonOther ?? t.reasons[copy.reason] ?? copy.reason],
    [c.mobile, copy.mobile],
    [c.email, copy.email],
    [c.policies, copy.policies.map((p) => `${p.productName} ${p.policyNumber} ${formatMoney(p.amountCents)}`).join('; ')],
    [c.amount, formatMoney(copy.amountCents)],
  ];
  const funds = copy.sourceOfFunds;
  if (funds) {
    lines.push([c.sourceOfFunds, funds.sourceOther ?? t.fundSources[funds.source] ?? funds.source]);
    if (funds.sourceOfWealth) {
      const w = funds.sourceOfWealth;
      lines.push([c.sourceOfWealth, [t.fundSources[w.source] ?? w.source, w.description].filter(Boolean).join(': ')]);
    }
  }
  return [t.copy.fileTitle, '', ...lines.map(([k, v]) => `${k}: ${v}`), '', t.copy.declaredTrue, ''].join('\n');
}

/** Downloads the payor's copy through a Blob: made in the browser, never fetched or sent anywhere. */
export function DownloadCopy({ copy }: { copy: DeclarationCopy }) {
  function download() {
    const url = URL.createObjectURL(new Blob([copyText(copy)], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `declaration-${copy.declarationId}.txt`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <p className="tp-copy">
      <Button className="button" data-secondary onPress={download}>
        {t.copy.download}
      </Button>{' '}
      <span className="field-hint">{t.copy.hint}</span>
    </p>
  );
}

/** Who is paying, and how much: the payor's name, relationship and masked ID. */
export function PayorSummary({ amountCents }: { amountCents?: number }) {
  return (
    <Summary
      label={t.funds.payorHeading}
      rows={[[t.funds.payorHeading, <ThirdPartyPayor key="payor" />], ...(amountCents !== undefined ? [[t.copy.fields.amount, formatMoney(amountCents)] as const] : [])]}
    />
  );
}
