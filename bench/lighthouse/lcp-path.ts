/**
 * `node --import tsx bench/lighthouse/lcp-path.ts <dir>/<run>`: what Lighthouse's simulated largest paint
 * waits for. Lighthouse does not time the page as loaded: it rebuilds the load as a graph (each request
 * after the task that asked for it, each task after the answer it handles) and replays it on a slow phone
 * network with a 4x slower processor (Lantern). Its LCP is the mean of two replays, one of only what the
 * paint needs ("optimistic") and one of everything begun before it ("pessimistic"). This prints, for each,
 * the chain of nodes that ends last — the path the LCP waits on — and the replay's total network and
 * processor time, from the report, trace and network log `npm run lighthouse` keeps (LIGHTHOUSE_JSON_DIR).
 * `--all` also lists every node of each replay by start (requests with priority and size, tasks over 30 ms):
 * what shares the one slow connection before the paint.
 */
import fs from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

interface LanternNode {
  id: string;
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number; resourceType?: string; priority?: string };
  childEvents?: { name: string; args?: { data?: { url?: string; functionName?: string } } }[];
  getDependencies(): LanternNode[];
}
interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, Timing>;
}

const base = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const listAll = process.argv.includes('--all');
if (!base) throw new Error('usage: lcp-path.ts <LIGHTHOUSE_JSON_DIR>/<screen>-<n>');
const trace = JSON.parse(fs.readFileSync(`${base}.trace.json`, 'utf8'));
const saved = JSON.parse(fs.readFileSync(`${base}.devtools.json`, 'utf8'));
const data = {
  trace,
  devtoolsLog: saved.DevtoolsLog,
  gatherContext: saved.GatherContext,
  settings: saved.settings,
  URL: saved.URL,
  SourceMaps: [],
  HostDPR: saved.HostDPR,
  simulator: null,
};
const result = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map() } as never)) as unknown as {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
};

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);
function label(node: LanternNode): string {
  if (node.type === 'network')
    return `${node.request!.resourceType ?? 'net'} ${short(node.request!.url)} ${(node.request!.transferSize / 1024).toFixed(1)} KB`;
  const names = (node.childEvents ?? [])
    .map((e) =>
      e.args?.data?.url ? `${e.name} ${short(e.args.data.url)}` : e.args?.data?.functionName ? `${e.name} ${e.args.data.functionName}` : '',
    )
    .filter(Boolean);
  return `cpu ${[...new Set(names)].slice(0, 3).join(' · ') || '(task)'}`;
}

function report(name: string, estimate: Estimate) {
  const timings = estimate.nodeTimings;
  let cpu = 0;
  let net = 0;
  for (const [node, t] of timings) {
    if (node.type === 'cpu') cpu += t.duration;
    else net += t.duration;
  }
  console.log(
    `\n## ${name}: ${Math.round(estimate.timeInMs)} ms — ${timings.size} nodes, processor ${Math.round(cpu)} ms, network (summed) ${Math.round(net)} ms`,
  );
  // The path: from the node that ends last, back through the dependency that ended last each time.
  let node = [...timings].sort((a, b) => b[1].endTime - a[1].endTime)[0]![0];
  const path: LanternNode[] = [];
  while (node) {
    path.unshift(node);
    const deps = node.getDependencies().filter((d) => timings.has(d));
    node = deps.sort((a, b) => timings.get(b)!.endTime - timings.get(a)!.endTime)[0]!;
  }
  for (const step of path) {
    const t = timings.get(step)!;
    console.log(`${String(Math.round(t.startTime)).padStart(6)} → ${String(Math.round(t.endTime)).padStart(6)}  ${label(step)}`);
  }
  if (!listAll) return;
  console.log('\nevery node, by start:');
  let bytes = 0;
  for (const [node, t] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type === 'network') bytes += node.request!.transferSize;
    else if (t.duration <= 30) continue;
    const priority = node.type === 'network' ? `${node.request!.priority ?? ''} ` : '';
    console.log(
      `${String(Math.round(t.startTime)).padStart(6)} → ${String(Math.round(t.endTime)).padStart(6)}  ${priority}${label(node)}${node.type === 'cpu' ? ` ${Math.round(t.duration)} ms` : ''}`,
    );
  }
  console.log(`${(bytes / 1024).toFixed(1)} KB downloaded in this replay`);
}

console.log(`simulated LCP ${Math.round(result.timing)} ms (mean of the two replays)`);
report('optimistic', result.optimisticEstimate);
report('pessimistic', result.pessimisticEstimate);
