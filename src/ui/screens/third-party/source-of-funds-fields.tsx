import { FieldError, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { FUND_SOURCES } from '../../../core/api/third-party.contract';
import { thirdPartyText as t } from '../../text/en-third-party';

/** A free-text field of the source-of-funds step. */
function Text_({ name, label, hint }: { name: string; label: string; hint?: string }) {
  return (
    <TextField name={name} className="field">
      <Label className="field-label">{label}</Label>
      {hint ? (
        <Text slot="description" className="field-hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="field-error" />
      <Input className="field-input" maxLength={250} spellCheck={false} />
    </TextField>
  );
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
      {source === 'other' ? <Text_ name="sourceOther" label={f.sourceOther.label} /> : null}
      {askWealth ? (
        <fieldset className="tp-fieldset">
          <legend className="tp-legend">{f.wealthHeading}</legend>
          <p className="field-hint">{f.wealthIntro(threshold)}</p>
          <RadioGroup
            name="wealthSource"
            value={wealthSource || null}
            onChange={onWealthSource}
            className="field radio-group"
          >
            <Label className="field-label">{f.wealthSource.label}</Label>
            <FieldError className="field-error" />
            <div className="tp-options">
              {FUND_SOURCES.map((code) => (
                <Radio key={code} value={code} className="radio">
                  {t.fundSources[code]}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          <Text_ name="wealthDescription" label={f.wealthDescription.label} hint={f.wealthDescription.hint} />
        </fieldset>
      ) : null}
    </>
  );
}
