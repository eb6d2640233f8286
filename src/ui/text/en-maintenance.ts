import { localized } from './language';
/** Not in the spec: /maintenance's way back. */
export const maintenanceText = localized('maintenance', {
  tryAgain: 'Try again',
  checking: 'Checking…',
  stillOn: 'The portal is still under maintenance. Please try again in a few minutes.',
  unknown: 'We could not check just now. Please try again in a moment.',
  auto: 'This page checks again every minute and takes you back to the portal when it is ready.',
} as const);
