import { ApiClient } from '../http/api-client';
import type { AreaPorts } from '../area';
import type { PayorDraft, PayorMode } from './payor-draft';

/**
 * The guest payor's API client: its bearer is the guest token the policy search gave (in the draft), never the
 * policyholder's session; the session's Monitor, so a guest's calls carry a correlation id too, and a failed one its
 * support reference.
 */
export function guestClient(ports: Pick<AreaPorts, 'http' | 'config' | 'api'>, draft: PayorDraft): ApiClient {
  return new ApiClient(ports.http, {
    apiOrigin: ports.config.apiOrigin,
    requestTimeoutMs: ports.config.requestTimeoutMs,
    bearerToken: () => draft.guestToken(),
    monitor: ports.api.monitor,
  });
}

/** Each entry's client: the policyholder's session for `signed-in`, the guest token's for `guest`. */
export type ClientByMode = Readonly<Record<PayorMode, ApiClient>>;
