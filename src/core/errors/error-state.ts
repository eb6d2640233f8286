import { Store } from '../shared/store';
import type { DialogReference } from '../monitoring/monitor';

/**
 * The spec's error state (section 3): status defaults to 200; filled from the first item of
 * body.errors (errorMessage, errorCode) or from header.statusCode. The dialog text for it is chosen
 * by the catalogue, in the UI's words.
 */
export interface ErrorSnapshot {
  status: number;
  defaultBehaviour: boolean;
  isLoggedIn: boolean;
  callback?: () => void;
  title?: string;
  message?: string;
  code?: string;
  /** A lock-out's wait, from the reply (docs/api.md, "Lock-outs"). */
  retryAfterSeconds?: number;
  /** The support reference shown under the dialog's words, and the failed call's path when a call raised it. */
  reference?: string;
  callPath?: string;
}

/** Finds the reference of the call behind a dialog (the Monitor). */
export interface ReferenceSource {
  referenceFor(status: number, code?: string): DialogReference;
}

export const NO_ERROR: ErrorSnapshot = Object.freeze({ status: 200, defaultBehaviour: true, isLoggedIn: false });

export class ErrorState {
  readonly store = new Store<ErrorSnapshot>(NO_ERROR);

  /** Without references (tests of other concerns), a dialog shows none. */
  constructor(private readonly references?: ReferenceSource) {}

  /** handleError: sets status, message and code (and an optional callback run on close). */
  handleError(error: {
    status: number;
    code?: string;
    message?: string;
    title?: string;
    callback?: () => void;
    isLoggedIn?: boolean;
    retryAfterSeconds?: number;
  }): void {
    // Hooked here rather than in each use case: every dialog, whoever raises it, gets its call's reference.
    const found = this.references?.referenceFor(error.status, error.code);
    this.store.set({
      ...NO_ERROR,
      status: error.status,
      code: error.code,
      message: error.message,
      title: error.title,
      callback: error.callback,
      isLoggedIn: error.isLoggedIn ?? false,
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      ...(found ? { reference: found.reference, ...(found.path ? { callPath: found.path } : {}) } : {}),
    });
  }

  /** handleErrormsg: status 201 with a message. */
  handleErrormsg(message: string): void {
    this.store.set({ ...NO_ERROR, status: 201, message });
  }

  /** handleReset: status back to 200. */
  handleReset(): void {
    this.store.set(NO_ERROR);
  }
}
