import type { ActivityPort } from '../ports/activity.port';
import type { ClockPort } from '../ports/clock.port';
import type { Channel } from '../shell/channel';
import { Store } from '../shared/store';
import { PATH } from '../shared/paths';

/** The spec's constants (section 9), in milliseconds. */
export const SESSION_TIMES = {
  main: 1800_000,
  secondary: 300_000,
  prompt: 120_000,
  /** After Yes, and when the tab becomes hidden. */
  reduced: 600_000,
  /**
   * The prompt never gives less than this from when the customer can see it (WCAG 2.2.1): when it opens late, and
   * when the tab comes back to it. Not when its deadline passed while nobody was there: the session has ended.
   */
  minimumPrompt: 20_000,
} as const;

/** Remaining seconds at which a screen reader is told the time left (docs/session.md). */
export const ANNOUNCE_AT: readonly number[] = [120, 60, 30, 10];

/**
 * idle: on / (nothing counts). counting: the main and, while hidden, the secondary counter run.
 * prompt: the extend prompt's countdown runs. halted: the session ended here. returned: handed back to the app.
 */
export type InactivityPhase = 'idle' | 'counting' | 'prompt' | 'halted' | 'returned';

export interface InactivitySnapshot {
  phase: InactivityPhase;
  /** While the prompt shows: whole seconds left, rounded up. */
  secondsLeft: number;
  /** While the prompt shows: the seconds left when a screen reader was last told (a step of ANNOUNCE_AT, or the start). */
  announced: number;
}

const IDLE: InactivitySnapshot = Object.freeze({ phase: 'idle', secondsLeft: 0, announced: 0 });

export interface InactivityDeps {
  clock: ClockPort;
  activity: ActivityPort;
  channel: Channel;
  /** The webview's zero: the session ends and control goes back to the app (Logout.handBack). */
  returnToApp: () => void;
  /** The prompt's countdown reached zero. */
  onTimeout: () => void;
  /** The customer's activity set the main counter back (KeepAlive renews the server's token from it). */
  onActivity: () => void;
}

/**
 * The spec's inactivity counters (section 4), kept as absolute deadlines on the ClockPort and checked
 * on every timer, event and visibility change: a throttled hidden tab or a sleeping laptop still ends
 * the session on time, because a late check sees the passed deadline. One timer is pending at most.
 */
export class InactivityTimer {
  readonly store = new Store<InactivitySnapshot>(IDLE);
  private current: InactivityPhase = 'idle';
  private mainDeadline: number | null = null;
  private secondaryDeadline: number | null = null;
  private promptDeadline: number | null = null;
  private visible = true;
  private cancelTimer: () => void = () => undefined;
  private unwatch: (() => void) | null = null;

  constructor(private readonly deps: InactivityDeps) {}

  get phase(): InactivityPhase {
    return this.current;
  }

  start(): void {
    if (this.unwatch) return;
    this.visible = this.deps.activity.isVisible();
    this.unwatch = this.deps.activity.watch({
      activity: () => this.activity(),
      visibility: (visible) => this.visibility(visible),
    });
  }

  stop(): void {
    this.unwatch?.();
    this.unwatch = null;
    this.enter('idle');
  }

  /** The route changed. On / nothing counts; arriving on another path from / starts afresh. */
  pathChanged(path: string): void {
    this.check();
    if (path === PATH.home) this.enter('idle');
    else if (this.current === 'idle') this.startCounting();
  }

  /** Yes on the prompt: the main counter is set to 600 s and the prompt closes. False if it came too late. */
  extend(): boolean {
    this.check();
    if (this.current !== 'prompt') return false;
    const now = this.deps.clock.now();
    this.enter('counting');
    this.mainDeadline = now + SESSION_TIMES.reduced;
    this.secondaryDeadline = this.visible ? null : now + SESSION_TIMES.secondary;
    this.update();
    return true;
  }

  /** The session ended (No, or in another tab): nothing counts until the customer is back on /. */
  halt(): void {
    if (this.current !== 'idle') this.enter('halted');
  }

  private activity(): void {
    this.check();
    if (this.current !== 'counting') return; // the prompt wants Yes or No, not a mouse move
    this.mainDeadline = this.deps.clock.now() + SESSION_TIMES.main;
    this.update();
    this.deps.onActivity();
  }

  private visibility(visible: boolean): void {
    this.visible = visible;
    this.check(); // coming back is a check of the deadlines, not activity
    if (visible && this.current === 'prompt' && this.promptDeadline !== null) {
      // A prompt that opened on time in the hidden tab (a timer there still fires) kept counting down unseen:
      // coming back with 9 s left was measured. The customer gets at least 20 s from when they can see it.
      this.promptDeadline = Math.max(this.promptDeadline, this.deps.clock.now() + SESSION_TIMES.minimumPrompt);
      this.update();
      return;
    }
    if (this.current !== 'counting') return;
    const now = this.deps.clock.now();
    if (visible) this.secondaryDeadline = null;
    else {
      this.mainDeadline = now + SESSION_TIMES.reduced;
      this.secondaryDeadline = now + SESSION_TIMES.secondary;
    }
    this.update();
  }

  /** Applies every deadline that has passed, in order, then publishes and schedules the next check. */
  private check(): void {
    const now = this.deps.clock.now();
    if (this.current === 'counting') {
      const main = this.mainDeadline !== null && this.mainDeadline <= now ? this.mainDeadline : Infinity;
      const secondary =
        this.secondaryDeadline !== null && this.secondaryDeadline <= now ? this.secondaryDeadline : Infinity;
      if (main !== Infinity && main <= secondary && this.deps.channel.inNativeWebview) {
        this.enter('returned');
        this.deps.returnToApp();
        return;
      }
      const expiredAt = Math.min(main, secondary);
      if (expiredAt !== Infinity) this.openPrompt(expiredAt, now);
    }
    if (this.current === 'prompt' && this.promptDeadline !== null && now >= this.promptDeadline) {
      this.enter('halted');
      this.deps.onTimeout();
      return;
    }
    this.update();
  }

  /** The prompt's 120 s run from when the counter expired, not from when a throttled timer noticed. */
  private openPrompt(expiredAt: number, now: number): void {
    const deadline = expiredAt + SESSION_TIMES.prompt;
    this.enter('prompt');
    this.promptDeadline = now >= deadline ? deadline : Math.max(deadline, now + SESSION_TIMES.minimumPrompt);
  }

  private startCounting(): void {
    const now = this.deps.clock.now();
    this.enter('counting');
    this.mainDeadline = now + SESSION_TIMES.main;
    this.secondaryDeadline = this.visible ? null : now + SESSION_TIMES.secondary;
    this.update();
  }

  /** Changes phase with every deadline and the pending timer cleared. */
  private enter(phase: InactivityPhase): void {
    this.mainDeadline = this.secondaryDeadline = this.promptDeadline = null;
    this.cancelTimer();
    this.cancelTimer = () => undefined;
    this.current = phase;
    this.update();
  }

  private update(): void {
    const now = this.deps.clock.now();
    this.publish(now);
    this.schedule(now);
  }

  private publish(now: number): void {
    const shown = this.store.getSnapshot();
    if (this.current !== 'prompt') {
      if (shown.phase !== this.current)
        this.store.set(this.current === 'idle' ? IDLE : { phase: this.current, secondsLeft: 0, announced: 0 });
      return;
    }
    if (this.promptDeadline === null) return; // still being opened
    const secondsLeft = Math.max(0, Math.ceil((this.promptDeadline - now) / 1000));
    let announced = shown.announced;
    if (shown.phase !== 'prompt')
      announced = secondsLeft; // just opened: the dialog's own text says the time
    else if (ANNOUNCE_AT.some((step) => step < announced && step >= secondsLeft)) announced = secondsLeft;
    if (shown.phase !== 'prompt' || secondsLeft !== shown.secondsLeft || announced !== shown.announced) {
      this.store.set({ phase: 'prompt', secondsLeft, announced });
    }
  }

  private schedule(now: number): void {
    this.cancelTimer();
    this.cancelTimer = () => undefined;
    let next = Infinity;
    if (this.current === 'counting') next = Math.min(this.mainDeadline ?? Infinity, this.secondaryDeadline ?? Infinity);
    else if (this.current === 'prompt' && this.promptDeadline !== null) {
      // Wake when the displayed second changes, and at the deadline.
      const left = this.promptDeadline - now;
      next = now + Math.min(left, left % 1000 || 1000);
    }
    if (next === Infinity) return;
    this.cancelTimer = this.deps.clock.setTimer(Math.max(0, next - now), () => this.check());
  }
}
