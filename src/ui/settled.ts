type Marked<T> = Promise<T> & { status?: string; value?: T };

/**
 * Marks `promise` with its value once it resolves, as React marks the promises it has seen, so that use() reads it at
 * once. Unmarked, use() suspends on its first read of a promise however long ago it resolved: in a step's render that
 * shows the loading line, and React then holds the next screen back some 300 ms (its fallback throttle).
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  const marked: Marked<T> = promise;
  if (marked.status === undefined)
    promise.then(
      (value) => {
        if (marked.status !== undefined) return; // React's own mark
        marked.status = 'fulfilled';
        marked.value = value;
      },
      () => undefined, // use() shows a failure when it reads the promise
    );
  return promise;
}
