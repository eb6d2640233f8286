import { useEffect, useId, useState } from 'react';
import { useSearch } from 'wouter';
import type { PayorMode } from '../../../core/third-party/payor-draft';
import type { MyinfoState } from '../../../core/third-party/myinfo-retrieval';
import { useArea } from '../../services-context';
import { useStore } from '../../shell/use-store';
import { SingpassButton } from '../../shell/singpass-button';
import { showDate, Summary, Whole } from '../../shell/screen-parts';
import { SupportReference } from '../../shell/support-reference';
import { declarationText } from '../../text/en-declaration';
import { thirdPartyText as t } from '../../text/en-third-party';

/**
 * Back from Myinfo on a declaration's page: the return is exchanged once, as the page opens, from the address as it
 * opened (CompleteMyinfo takes the code and state out of it first).
 */
export function useMyinfoReturn(mode: PayorMode) {
  const { completeMyinfo } = useArea('payor');
  const opened = useSearch();
  const [search] = useState(opened);
  useEffect(() => {
    void completeMyinfo.execute(mode, new URLSearchParams(search));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address as the page opened, once.
  }, []);
}

/** What became of a Myinfo return that gave nothing, said plainly: typed entry is the way on. */
export function MyinfoStatus() {
  const { myinfo } = useArea('payor');
  const state = useStore(myinfo.store);
  const m = declarationText.myinfo;
  if (state.kind === 'retrieving')
    return (
      <p className="notice" role="status">
        {m.retrieving}
      </p>
    );
  const said = SAID[state.kind];
  if (!said) return null;
  return (
    <p className="notice notice-error" role="alert">
      {said()}
      {state.kind === 'failed' ? <SupportReference reference={state.reference} /> : null}
    </p>
  );
}

const SAID: Partial<Record<MyinfoState['kind'], () => string>> = {
  cancelled: () => declarationText.myinfo.cancelled,
  unbound: () => declarationText.myinfo.unbound,
  expired: () => declarationText.myinfo.expired,
  limited: () => declarationText.myinfo.limited,
  failed: () => declarationText.myinfo.failed,
};

/**
 * "Retrieve Myinfo with Singpass" above the declaration's typed fields, or what Myinfo gave, read-only: a definition
 * list, not inputs, so nothing suggests it can be edited (ADR 0059). Not offered in the app's webview (ADR 0042).
 */
export function MyinfoPanel({ mode }: { mode: PayorMode }) {
  const { myinfo, startMyinfo } = useArea('payor');
  const state = useStore(myinfo.store);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ reference?: string }>();
  const headingId = useId();
  const m = declarationText.myinfo;
  if (!myinfo.offered)
    return (
      <p className="notice" role="note">
        {m.hiddenInApp}
      </p>
    );
  const person = myinfo.shown(mode);
  if (person) {
    const nationality =
      person.nationality === 'OTHER'
        ? (person.nationalityOther ?? '')
        : (t.nationalities[person.nationality] ?? person.nationality);
    return (
      <section className="myinfo" aria-labelledby={headingId}>
        <h3 id={headingId} className="myinfo-heading">
          {m.heading}
        </h3>
        <p className="field-hint">{m.note}</p>
        <Summary
          label={m.heading}
          rows={[
            [m.fields.fullName, person.fullName],
            [m.fields.idNumber, <Whole key="id">{person.idNumberMasked}</Whole>],
            [m.fields.dateOfBirth, showDate(person.dateOfBirth)],
            [m.fields.nationality, nationality],
            [m.fields.registeredAddress, person.registeredAddress],
          ]}
        />
        <p>
          <button type="button" className="link-button" onClick={() => myinfo.forget()}>
            {m.useTyped}
          </button>
        </p>
      </section>
    );
  }
  const onStart = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(undefined);
    const outcome = await startMyinfo.execute(mode);
    if (outcome.kind === 'left') return;
    setBusy(false);
    if (outcome.kind === 'failed' && !outcome.shown) setFailed({ reference: outcome.failure.reference });
  };
  return (
    <div className="myinfo">
      <MyinfoStatus />
      {failed ? (
        <p className="notice notice-error" role="alert">
          {m.failed}
          <SupportReference reference={failed.reference} />
        </p>
      ) : null}
      {state.kind === 'limited' || state.kind === 'retrieving' ? null : (
        <SingpassButton
          type="button"
          busy={busy}
          onClick={() => void onStart()}
          text={{ label: m.label, labelWith: m.labelWith, spoken: m.spoken, hint: m.hint }}
        />
      )}
      <p>{m.typedIsFine}</p>
    </div>
  );
}
