import type { PayorMode } from '../../../core/third-party/payor-draft';
import { MyinfoStatus, useMyinfoReturn } from './myinfo-panel';

/**
 * The guest page's Myinfo return, in a chunk of its own: /third-party loads it only when the address holds
 * Myinfo's answer. Its status shows here only while no policy is found (a return in another tab); the declaration's
 * own panel says it otherwise.
 */
export default function MyinfoReturn({ mode, showStatus }: { mode: PayorMode; showStatus: boolean }) {
  useMyinfoReturn(mode);
  return showStatus ? <MyinfoStatus /> : null;
}
