type Listener = () => void;

/**
 * A value that React reads through useSyncExternalStore: subscribe and getSnapshot are stable,
 * and a snapshot is replaced on change, never rebuilt per call.
 */
export class Store<T> {
  private value: T;
  private readonly listeners = new Set<Listener>();

  constructor(initial: T) {
    this.value = initial;
  }

  readonly getSnapshot = (): T => this.value;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: T): void {
    if (Object.is(next, this.value)) return;
    this.value = next;
    for (const listener of [...this.listeners]) listener();
  }

  update(change: (current: T) => T): void {
    this.set(change(this.value));
  }
}
