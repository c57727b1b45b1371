/** One event of a Chromium trace as Lighthouse keeps it (the fields the trace readers here use). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string }; fileName?: string; url?: string };
}
