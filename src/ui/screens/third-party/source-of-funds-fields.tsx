import { useState } from 'react';
import {
  FUND_SOURCES,
  needsSourceOfWealth,
  SOURCE_OF_WEALTH_THRESHOLD_CENTS,
} from '../../../core/api/third-party.codes';
import { formatMoney } from '../../../core/shared/money';
import type { SourceOfFundsForm } from '../../../core/third-party/declaration-rules';
import { formText } from '../../shell/use-form-submit';
import { fundsText } from '../../text/en-third-party-funds';
import { ChoiceField } from '../../shell/choice-field';
import { FreeText } from './free-text';

/** Where money comes from: one radio per source, named as the screen renders (in the language shown then). */
function SourceChoice(props: { name: string; label: string; value: string; onChange: (v: string) => void }) {
  const sources = FUND_SOURCES.map((code) => ({ value: code, label: fundsText.fundSources[code] }));
  return <ChoiceField {...props} choices={sources} listClassName="tp-options" choiceClassName="radio" />;
}

/** The step's two choices (held in state: the form reads them from it), and the form's answer read with the typed text. */
export function useSourceOfFunds() {
  const [source, setSource] = useState('');
  const [wealthSource, setWealthSource] = useState('');
  const read = (data: FormData): SourceOfFundsForm => ({
    source,
    sourceOther: formText(data, 'sourceOther'),
    wealthSource,
    wealthDescription: formText(data, 'wealthDescription'),
  });
  return { fields: { source, onSource: setSource, wealthSource, onWealthSource: setWealthSource }, read };
}

/** Source of funds, and the source of wealth when the amount is above the threshold. */
export function SourceOfFundsFields({
  source,
  onSource,
  wealthSource,
  onWealthSource,
  amountCents,
}: {
  source: string;
  onSource: (v: string) => void;
  wealthSource: string;
  onWealthSource: (v: string) => void;
  amountCents: number;
}) {
  const f = fundsText.funds;
  return (
    <>
      <SourceChoice name="source" label={f.source.label} value={source} onChange={onSource} />
      {source === 'other' ? <FreeText name="sourceOther" label={f.sourceOther.label} /> : null}
      {needsSourceOfWealth(amountCents) ? (
        <fieldset className="tp-fieldset">
          <legend className="tp-legend">{f.wealthHeading}</legend>
          <p className="field-hint">{f.wealthIntro(formatMoney(SOURCE_OF_WEALTH_THRESHOLD_CENTS))}</p>
          <SourceChoice
            name="wealthSource"
            label={f.wealthSource.label}
            value={wealthSource}
            onChange={onWealthSource}
          />
          <FreeText name="wealthDescription" label={f.wealthDescription.label} hint={f.wealthDescription.hint} />
        </fieldset>
      ) : null}
    </>
  );
}
