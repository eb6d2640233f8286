import type { Container } from 'inversify';
import type { LoginServices } from '../../core/login/login.services';

export function bindLogin(_c: Container): void {}

export function loginServices(_c: Container): LoginServices {
  return {};
}
