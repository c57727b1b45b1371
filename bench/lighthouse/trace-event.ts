/** One event of a Chromium trace as Lighthouse keeps it (the fields the trace readers here use). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time inside the event (µs): unlike dur, it does not grow while the thread waits for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string }; fileName?: string; url?: string };
}
