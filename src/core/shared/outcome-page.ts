import type { ApiPath } from '../api/openapi';
import type { DataCall, DataCallResult } from '../http/data-call';
import type { NavigationPort } from '../ports/navigation.port';
import type { Decoder } from './decode';
import type { Intent, IntentStatus, StoredDraft } from './stored-draft';
import { withRef, type PagePath } from './paths';

/**
 * An outcome page's read: the server's word decides the page, never the path a gateway or bank sent the customer back
 * to. Once `read` answers, the customer is moved, in place, to the page `pageOf` names, with its `?ref=`; only the page
 * that asked moves: a customer who left while the reply was on its way stays where they went.
 */
export async function readOutcome<R>(
  navigation: NavigationPort,
  reference: string,
  read: () => Promise<R>,
  pageOf: (result: R) => PagePath | undefined,
): Promise<R> {
  const asking = navigation.currentPath();
  const result = await read();
  const page = pageOf(result);
  const here = navigation.currentPath();
  if (page && here === asking && page !== here) navigation.go(withRef(page, reference), { replace: true });
  return result;
}

/**
 * A payment's or an arrangement's outcome page: its status read by reference (`readOutcome`), and, when the status
 * settles this tab's intent, the draft done with or released (`StoredDraft.settle`).
 */
export async function readIntentOutcome<T extends { status: IntentStatus }>(
  {
    dataCall,
    navigation,
    draft,
  }: { dataCall: DataCall; navigation: NavigationPort; draft: StoredDraft<object, Intent> },
  reference: string,
  path: ApiPath,
  decoder: Decoder<T>,
  pageOf: (data: T) => PagePath | undefined,
): Promise<DataCallResult<T>> {
  const result = await readOutcome(
    navigation,
    reference,
    () => dataCall.execute(path, { reference }, decoder),
    (read) => (read.kind === 'ok' ? pageOf(read.data) : undefined),
  );
  if (result.kind === 'ok') draft.settle(reference, result.data.status);
  return result;
}
