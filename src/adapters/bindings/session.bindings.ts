import type { Container, ServiceIdentifier } from 'inversify';
import { DataLayer } from '../../core/analytics/data-layer';
import type { PortalConfig } from '../../core/config';
import { ErrorState } from '../../core/errors/error-state';
import { ApiClient } from '../../core/http/api-client';
import { DataCall } from '../../core/http/data-call';
import type { ActivityPort } from '../../core/ports/activity.port';
import type { TabSyncPort } from '../../core/ports/tab-sync.port';
import { LoginState } from '../../core/session/login-state';
import { Monitor } from '../../core/monitoring/monitor';
import { createSessionCore, type SessionCore } from '../../core/session/session-core';
import type { SessionServices } from '../../core/session/session.services';
import { TokenVault } from '../../core/session/token-vault';
import { BroadcastTabSyncAdapter } from '../broadcast-tab-sync.adapter';
import { DocumentActivityAdapter } from '../document-activity.adapter';
import { TOKENS } from '../tokens';

const SESSION_TOKENS = {
  Activity: Symbol.for('portal.Activity') as ServiceIdentifier<ActivityPort>,
  TabSync: Symbol.for('portal.TabSync') as ServiceIdentifier<TabSyncPort>,
  Core: Symbol.for('portal.SessionCore') as ServiceIdentifier<SessionCore>,
};

export function bindSession(c: Container): void {
  c.bind(LoginState).toResolvedValue(
    (tokens: TokenVault, storage) => new LoginState(tokens, storage),
    [TokenVault, TOKENS.Storage],
  );
  c.bind(SESSION_TOKENS.Activity).to(DocumentActivityAdapter);
  c.bind(SESSION_TOKENS.TabSync).to(BroadcastTabSyncAdapter);
  c.bind(SESSION_TOKENS.Core).toResolvedValue(
    (
      clock,
      activity,
      tabs,
      storage,
      navigation,
      hostApp,
      api: ApiClient,
      dataLayer: DataLayer,
      loginState: LoginState,
      config: PortalConfig,
      monitor: Monitor,
    ) =>
      createSessionCore({
        clock,
        activity,
        tabs,
        storage,
        navigation,
        hostApp,
        api,
        dataLayer,
        loginState,
        config,
        monitor,
      }),
    [
      TOKENS.Clock,
      SESSION_TOKENS.Activity,
      SESSION_TOKENS.TabSync,
      TOKENS.Storage,
      TOKENS.Navigation,
      TOKENS.HostApp,
      ApiClient,
      DataLayer,
      LoginState,
      TOKENS.Config,
      Monitor,
    ],
  );
  // The one error state the global dialog reads, and the data call that feeds it: every area asks for these.
  c.bind(ErrorState).toResolvedValue((core: SessionCore) => core.errorState, [SESSION_TOKENS.Core]);
  c.bind(DataCall).toResolvedValue((core: SessionCore) => core.dataCall, [SESSION_TOKENS.Core]);
}

export function sessionServices(c: Container): SessionServices {
  return { loginState: c.get(LoginState), ...c.get(SESSION_TOKENS.Core) };
}
