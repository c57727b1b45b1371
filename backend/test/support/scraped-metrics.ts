/** One scrape of /metrics (Prometheus text), read by metric name and labels. */
export class ScrapedMetrics {
  constructor(readonly text: string) {}

  /** A plain GET, as Prometheus does: it does not wait for the app's job queue to settle (a test client does). */
  static async of(app: { url: string }): Promise<ScrapedMetrics> {
    const res = await fetch(new URL('/metrics', app.url));
    const text = await res.text();
    if (res.status !== 200) throw new Error(`/metrics answered ${res.status}: ${text}`);
    return new ScrapedMetrics(text);
  }

  /** The sample's value, or undefined when the series is absent. Labels must match exactly and all. */
  value(name: string, labels: Record<string, string> = {}): number | undefined {
    const wanted = Object.entries(labels)
      .map(([k, v]) => `${k}="${v}"`)
      .sort()
      .join(',');
    for (const line of this.text.split('\n')) {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
      if (!match || match[1] !== name) continue;
      const have = (match[2] ?? '')
        .split(/,(?=\w+=")/)
        .filter(Boolean)
        .sort()
        .join(',');
      if (have === wanted) return Number(match[3]);
    }
    return undefined;
  }

  /** The value, 0 when absent (a counter not yet touched). */
  count(name: string, labels: Record<string, string> = {}): number {
    return this.value(name, labels) ?? 0;
  }
}
