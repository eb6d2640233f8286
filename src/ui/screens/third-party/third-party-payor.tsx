import { useArea } from '../../services-context';
import { useStore } from '../../shell/use-store';
import { payorFor } from '../../text/en-relationships';

/**
 * Who is paying, for the payment screens' review and receipt when the payor is a third party:
 * "Lim Mei Ling, paying for their child, •••••321F", or nothing before a declaration. Its own small module, so the
 * payment chunks do not pull in the declaration's form components.
 */
export function ThirdPartyPayor({ fallback = null }: { fallback?: string | null }) {
  const { payorDraft } = useArea('payor');
  const { summary } = useStore(payorDraft.store);
  if (!summary) return <>{fallback}</>;
  // The masked ID is kept whole: it is read out and compared, never broken across lines.
  return (
    <>
      {`${payorFor(summary.payorName, summary.relationship, summary.relationshipOther)}, `}
      <span className="value-whole">{summary.idNumberMasked}</span>
    </>
  );
}
