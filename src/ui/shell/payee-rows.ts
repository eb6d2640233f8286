import type { InsurerIdentity } from '../../core/config';
import { accountText } from '../text/en-account';

/** The rows every receipt carries: who was paid, and its UEN (issue 14). */
export function payeeRows(insurer: InsurerIdentity): [string, string][] {
  return [
    [accountText.payee.name, insurer.name],
    [accountText.payee.uen, insurer.uen],
  ];
}
