import type { Container } from 'inversify';
import { LoginState } from '../../core/session/login-state';
import type { SessionServices } from '../../core/session/session.services';
import { TokenVault } from '../../core/session/token-vault';
import { TOKENS } from '../tokens';

export function bindSession(c: Container): void {
  c.bind(LoginState).toResolvedValue((tokens: TokenVault, storage) => new LoginState(tokens, storage), [TokenVault, TOKENS.Storage]);
}

export function sessionServices(c: Container): SessionServices {
  return { loginState: c.get(LoginState) };
}
