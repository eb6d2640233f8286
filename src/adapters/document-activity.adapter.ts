import { injectable } from 'inversify';
import type { ActivityListener, ActivityPort } from '../core/ports/activity.port';

/**
 * The customer's own input counts as activity (docs/session.md): pressing, typing, touching, wheel-scrolling.
 * Not the `scroll` event itself, which the portal's own focus moves also fire; not a mouse merely passing by.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
/** Wheel and keys repeat dozens of times a second; the 1800 s counter needs to hear of it once a second at most. */
export const ACTIVITY_THROTTLE_MS = 1000;

/** Activity and visibility from the document. */
@injectable()
export class DocumentActivityAdapter implements ActivityPort {
  isVisible(): boolean {
    return document.visibilityState !== 'hidden';
  }

  watch(listener: ActivityListener): () => void {
    let last = -Infinity;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      listener.activity();
    };
    const onVisibility = () => listener.visibility(this.isVisible());
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }
}
