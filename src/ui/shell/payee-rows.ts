import type { InsurerIdentity } from '../../core/config';
import { accountText } from '../text/en-account';

/** The rows every receipt carries: the payee and its UEN; "Paid to" only when money reached it. */
export function payeeRows(insurer: InsurerIdentity, received: boolean): [string, string][] {
  return [
    [received ? accountText.payee.name : accountText.payee.unpaid, insurer.name],
    [accountText.payee.uen, insurer.uen],
  ];
}
