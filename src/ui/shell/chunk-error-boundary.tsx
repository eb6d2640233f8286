import { Component, type ReactNode } from 'react';
import { en } from '../text/en';

interface State {
  failed: boolean;
}

/** A screen or the services failed to load (a deploy happened, or the network dropped): say so clearly. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
