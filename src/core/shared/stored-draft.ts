import type { DraftStoragePort } from '../ports/draft-storage.port';
import type { IdGeneratorPort } from '../ports/id-generator.port';
import type { Decoder } from './decode';
import type { PagePath } from './paths';
import { Store } from './store';

/**
 * An intent once its button was pressed: its idempotency key is fixed from then on. sending: a request is
 * (or may be) in flight; unconfirmed: we do not know whether the server acted on it; accepted: it did.
 */
export interface Intent {
  key: string;
  state: 'sending' | 'unconfirmed' | 'accepted';
  /** The server's reference for it, once it accepted it. */
  reference?: string;
}

/** A status the server gives an accepted intent (a payment's, an arrangement's, a guest payment's). */
export type IntentStatus = 'pending' | 'successful' | 'unsuccessful' | 'aml' | 'cancelled' | 'expired';

/** What every draft's snapshot has: the intent once its button was pressed, and the key the next intent is sent under. */
interface IntentFields<I extends Intent> {
  submission?: I;
  key?: string;
}

/**
 * The one life-cycle of the three journey drafts (payment, recurring, third party): restored from the tab's
 * session storage at start, persisted on every change, locked from submit until the server's answer is known
 * (accepted, or released to try again under a new key), and forgotten when the customer's login ends, in
 * memory and in storage alike (the area's logout hook; docs/adr/0006-drafts-in-session-storage.md).
 */
export class StoredDraft<T extends IntentFields<I>, I extends Intent> {
  readonly store: Store<T>;

  constructor(
    private readonly storage: DraftStoragePort,
    protected readonly ids: IdGeneratorPort,
    private readonly empty: T,
    restore: (raw: string | null) => T,
  ) {
    this.store = new Store(this.restored(restore(storage.read())));
  }

  get snapshot(): T {
    return this.store.getSnapshot();
  }

  /** Submitted, and not yet released: changing what is sent under the same key would be a different intent. */
  get locked(): boolean {
    return this.snapshot.submission !== undefined;
  }

  /** The key the button sends: the intent's if there is one, else the draft's own (made now for a draft stored without). */
  intentKey(): string {
    const { submission, key } = this.snapshot;
    if (submission) return submission.key;
    if (key) return key;
    const made = this.ids.newId();
    this.save({ ...this.snapshot, key: made });
    return made;
  }

  /** The button was pressed: the draft is locked under this key. */
  submit(key: string): void {
    this.save({ ...this.snapshot, submission: { key, state: 'sending' } as I, key });
  }

  /** No readable answer: the intent may have been acted on; it is asked about again under the same key. */
  unconfirmed(): void {
    const { submission } = this.snapshot;
    if (submission) this.save({ ...this.snapshot, submission: { ...submission, state: 'unconfirmed' } });
  }

  /** The server settled the intent without acting on it (declined, refused, cancelled): a new press is a new intent, with a new key. */
  release(): void {
    this.save({ ...this.snapshot, submission: undefined, key: this.ids.newId() });
  }

  /** Done with (paid, set up, held for review, a new search): nothing is left, in memory or in storage. */
  clear(): void {
    this.storage.clear();
    this.store.set(this.empty);
  }

  /**
   * The server's status of the intent with this reference, if it is this draft's: done (paid, set up, held for
   * review), the draft is done with; refused (declined, cancelled, expired), it is released for a new key.
   */
  settle(reference: string, status: IntentStatus): void {
    if (this.snapshot.submission?.reference !== reference) return;
    if (status === 'successful' || status === 'aml') this.done();
    else if (status === 'unsuccessful' || status === 'cancelled' || status === 'expired') this.release();
  }

  /** The intent is settled as done: nothing is left (the third-party draft keeps what its receipt reads). */
  protected done(): void {
    this.clear();
  }

  /** The customer's login ended: the draft and its key go from memory and storage (the area's logout hook). */
  forget(): void {
    this.clear();
  }

  /** The server acted on the intent: what it answered is kept beside the key. */
  protected accept(answer: Omit<I, 'key' | 'state'>): void {
    const { submission } = this.snapshot;
    if (submission)
      this.save({ ...this.snapshot, submission: { key: submission.key, state: 'accepted', ...answer } as I });
  }

  protected save(next: T): void {
    const clean = stripUndefined(next);
    this.storage.write(JSON.stringify(clean));
    this.store.set(clean);
  }

  /** A submission that was still being sent when the page unloaded is now of unknown outcome: its key is kept and asked about again. */
  private restored(stored: T): T {
    const { submission } = stored;
    return submission?.state === 'sending'
      ? { ...stored, submission: { ...submission, state: 'unconfirmed' } }
      : stored;
  }
}

/** A step of a journey the draft has not done: what is missing (a code the screen words) and the page it is done on. */
export interface MissingStep<C extends string> {
  missing: C;
  at: PagePath;
}

/** A journey's draft as stored, decoded, or `empty` if it is missing, unreadable or not ours. */
export function readStoredDraft<T>(raw: string | null, decoder: Decoder<unknown>, empty: T): T {
  if (!raw) return empty;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return empty;
  }
  const decoded = decoder(json);
  return decoded === undefined ? empty : (stripUndefined(decoded) as T);
}

/** Optional fields decode to undefined; a snapshot leaves them out, so it compares equal to what was stored. */
export function stripUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripUndefined) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, stripUndefined(v)]),
  ) as T;
}
