import { localized } from './language';
/** Not in the spec: the line under an error that the call centre can find the failed request by. */
export const supportText = localized('support', {
  reference: (reference: string) => `Reference: ${reference}`,
} as const);
