/**
 * What the composition's second part brings, in a chunk of its own that the home page never loads
 * (src/adapters/composition.ts): the port container (Inversify and the adapters it binds), the session's pieces, and
 * the table of areas, whose chunks are then its children (a module the session and an area share ships once, here).
 * Only re-exports: the wiring is in `compose` and `portContainer`.
 */
export { AREAS } from './areas';
export { portContainer } from './port-container';
export { startMonitoring } from './monitoring-hooks.adapter';
export { RequireLogin } from '../core/login/require-login.use-case';
export { Monitor } from '../core/monitoring/monitor';
export { LoginState } from '../core/session/login-state';
export { RecallProfile } from '../core/session/recall-profile.use-case';
export { createSessionCore } from '../core/session/session-core';
export { TokenVault } from '../core/session/token-vault';
export { Channel } from '../core/shell/channel';
export { OutboundGuard } from '../core/shell/outbound';
