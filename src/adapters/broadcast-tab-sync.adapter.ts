import { injectable } from 'inversify';
import type { TabMessage, TabSyncPort } from '../core/ports/tab-sync.port';

const CHANNEL = 'premium-payments.session';

/**
 * BroadcastChannel between the portal's tabs of one origin; it never delivers a tab's own messages.
 * The channel is open only while someone listens (an open channel keeps a page out of the back/forward
 * cache, and Node's keeps a test process alive). Where BroadcastChannel is missing, tabs do not hear each other.
 */
@injectable()
export class BroadcastTabSyncAdapter implements TabSyncPort {
  private channel: BroadcastChannel | null = null;
  private listeners = 0;

  publish(message: TabMessage): void {
    if (typeof BroadcastChannel !== 'function') return;
    if (this.channel) this.channel.postMessage(message);
    else {
      const once = new BroadcastChannel(CHANNEL);
      once.postMessage(message);
      once.close();
    }
  }

  subscribe(listener: (message: TabMessage) => void): () => void {
    if (typeof BroadcastChannel !== 'function') return () => undefined;
    const channel = (this.channel ??= new BroadcastChannel(CHANNEL));
    this.listeners += 1;
    const onMessage = (event: MessageEvent) => {
      if (event.data === 'logout') listener('logout');
    };
    channel.addEventListener('message', onMessage);
    return () => {
      channel.removeEventListener('message', onMessage);
      this.listeners -= 1;
      if (this.listeners === 0) {
        channel.close();
        this.channel = null;
      }
    };
  }
}
