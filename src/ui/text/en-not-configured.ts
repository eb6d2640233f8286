import { localized } from './language';

/** Not in the spec: what a customer sees when config.json is missing or unusable (docs/config.md). */
export const notConfiguredText = localized('notConfigured', {
  title: 'This portal is not configured',
  body: (phone: string) =>
    `The payment portal cannot start because it has not been set up correctly. Nothing you type here would be sent, so there is nothing to fill in. Please try again later, or call our customer service on ${phone}.`,
} as const);
