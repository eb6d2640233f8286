import { Component, type ReactNode } from 'react';
import { en } from '../text/en';
import { screenShown } from '../first-screen';
import { leavingFor } from '../leaving';

interface State {
  failed: boolean;
}

const RELOADED = 'portalChunkReload';

/** history.state survives a reload, so it remembers that this page has already been reloaded once. */
function alreadyReloaded(): boolean {
  const state: unknown = history.state;
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[RELOADED] === location.pathname
  );
}

function reloadOnce(): boolean {
  if (alreadyReloaded()) return false;
  history.replaceState({ ...(history.state as object | null), [RELOADED]: location.pathname }, '');
  location.reload();
  return true;
}

function failed(): void {
  if (!reloadOnce()) screenShown(); // the failure is the page's screen: what waits for one goes now
}

/**
 * A screen or the services failed to load: most often a deploy replaced the hashed files, or the network
 * dropped. One automatic reload fetches the new files; if that fails too, say so clearly.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  constructor(props: { children: ReactNode; resetKey: string }) {
    super(props);
    // Assigned, not a class field: at es2020 a field compiles to a defineProperty helper in main (~80 B brotli).
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(): void {
    setTimeout(failed, leavingFor()); // a reload would cancel the customer's move
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!alreadyReloaded()) return <p className="loading">{en.loading}</p>;
    return (
      <section role="alert" className="chunk-error">
        <h1>{en.chunkFailed.title}</h1>
        <p>{en.chunkFailed.body}</p>
        <button type="button" className="button" onClick={() => location.reload()}>
          {en.chunkFailed.reload}
        </button>
      </section>
    );
  }
}
