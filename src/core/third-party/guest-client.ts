import { ApiClient } from '../http/api-client';
import type { AreaPorts } from '../area';
import type { ThirdPartyDraft, ThirdPartyMode } from './third-party-draft';

/**
 * The standalone payor's API client: its bearer is the guest token the policy search gave (in the draft), never the
 * policyholder's session; the session's Monitor, so a guest's calls carry a correlation id too, and a failed one its
 * support reference.
 */
export function guestClient(ports: Pick<AreaPorts, 'http' | 'config' | 'api'>, draft: ThirdPartyDraft): ApiClient {
  return new ApiClient(ports.http, {
    apiOrigin: ports.config.apiOrigin,
    requestTimeoutMs: ports.config.requestTimeoutMs,
    bearerToken: () => draft.guestToken(),
    monitor: ports.api.monitor,
  });
}

/** Each entry's client: the policyholder's session for `with-login`, the guest token's for `standalone`. */
export type ClientByMode = Readonly<Record<ThirdPartyMode, ApiClient>>;
