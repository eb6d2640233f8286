import { injectable } from 'inversify';
import type { TabMessage, TabSyncPort } from '../core/ports/tab-sync.port';

const CHANNEL = 'premium-payments.session';

/**
 * BroadcastChannel between the portal's tabs of one origin; it never delivers a tab's own messages.
 * Where it is missing, tabs simply do not hear each other (each still has its own timers).
 */
@injectable()
export class BroadcastTabSyncAdapter implements TabSyncPort {
  private channel: BroadcastChannel | null = null;

  publish(message: TabMessage): void {
    this.open()?.postMessage(message);
  }

  subscribe(listener: (message: TabMessage) => void): () => void {
    const channel = this.open();
    if (!channel) return () => undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.data === 'logout') listener(event.data);
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }

  private open(): BroadcastChannel | null {
    if (!this.channel && typeof BroadcastChannel === 'function') this.channel = new BroadcastChannel(CHANNEL);
    return this.channel;
  }
}
