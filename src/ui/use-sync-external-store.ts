// wouter imports the pre-React-18 shim of useSyncExternalStore; React 19 has it built in (rspack.config.ts alias).
export { useSyncExternalStore } from 'react';
