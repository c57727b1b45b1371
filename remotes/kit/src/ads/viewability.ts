/**
 * The industry's viewable impression (IAB / MRC display standard): at least half of the ad's
 * pixels on screen for one continuous second. A timer starts when the visible share reaches
 * 50 % and is dropped when it falls below (or the page goes out of sight); it fires once.
 */
export const VIEWABLE_RATIO = 0.5;
export const VIEWABLE_MS = 1000;

export interface Scheduler {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Scheduler = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ViewabilityTimer {
  /** The ad's visible share (0–1) changed, or the page went out of sight (pass 0). */
  seen(ratio: number): void;
  stop(): void;
}

export function viewabilityTimer(onViewable: () => void, timers: Scheduler = realTimers): ViewabilityTimer {
  let pending: unknown = null;
  let done = false;
  const drop = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  return {
    seen(ratio) {
      if (done) return;
      if (ratio >= VIEWABLE_RATIO) {
        if (pending === null)
          pending = timers.set(() => {
            pending = null;
            done = true;
            onViewable();
          }, VIEWABLE_MS);
      } else drop();
    },
    stop() {
      done = true;
      drop();
    },
  };
}
