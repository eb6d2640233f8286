import type { Container } from 'inversify';
import type { ThirdPartyServices } from '../../core/third-party/third-party.services';

export function bindThirdParty(_c: Container): void {}

export function thirdPartyServices(_c: Container): ThirdPartyServices {
  return {};
}
