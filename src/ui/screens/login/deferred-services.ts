import { use } from 'react';
import type { Services } from '../../../core/services';
import { BootContext } from '../../services-context';

/**
 * The services for a form that needs them only on submit: the screen paints its heading and fields
 * without waiting for the composition root, where the suspending hook would hold the paint back.
 */
export function useDeferredServices(): () => Promise<Services> {
  const boot = use(BootContext);
  if (!boot) throw new Error('useDeferredServices needs a <BootContext.Provider> above it');
  return () => boot.services;
}
