import { supportText } from '../text/en-support';

/**
 * The support reference under an inline call failure (docs/monitoring.md): the call's correlation id, as the error
 * dialog shows it. Nothing when the failure has none (monitoring and references are made by the services).
 */
export function SupportReference({ reference }: { reference: string | undefined }) {
  return reference ? <span className="support-reference">{supportText.reference(reference)}</span> : null;
}
