import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import type { Context } from 'koa';
import { parseAllDocuments, stringify } from 'yaml';
import { allRoutes } from '@tightlines/contracts';
import { EnvSchema } from '../backend/src/platform/config/config.ts';
import { securityHeaders } from '../backend/src/platform/http/security-headers.ts';
import { allowed, type Endpoint, type Port } from './network-paths.ts';

/**
 * The deploy set (deploy/kubernetes, deploy/compose.yaml, the Dockerfiles) holds together: every
 * reference between manifests resolves, every setting handed to the backend is one the app reads and
 * the README documents, probes ask what the app serves, the migrations Job runs the migrations entry
 * point (compiled to JavaScript in the image), and the images install every workspace. No cluster here: the files are read, not applied.
 * Each check is a function of a loaded set, and a broken copy of the set shows that it bites.
 */
const root = join(import.meta.dirname, '..');
const k8sDir = join(root, 'deploy/kubernetes');

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML walked freely; a wrong path reads undefined and fails its check
type Doc = Record<string, any>;
interface Manifest {
  file: string;
  doc: Doc;
}
interface DeploySet {
  /** Every document of every YAML file in deploy/kubernetes (examples included: they define Secrets). */
  manifests: Manifest[];
  kustomization: Doc;
  /** YAML files of deploy/kubernetes besides kustomization.yaml. */
  manifestFiles: string[];
  compose: Doc;
  dockerfiles: Array<{ file: string; text: string }>;
  readme: string;
  /** What the app serves for probes: the operations middleware and the static hosts' nginx config. */
  operationsSource: string;
  staticConf: string;
  /** nginx configs serving the pages, with the headers the backend sends with a page at their scheme. */
  pageConfs: Array<{ file: string; text: string; backendHeaders: Record<string, string> }>;
  migrateSource: string;
  serverSource: string;
  /** The code that opens the backend's connection pools (their sizes are read from it). */
  poolSources: { database: string; jobWorker: string; limits: string; signals: string };
  backendScripts: Record<string, string>;
  workspacePackageDirs: string[];
  remoteNames: string[];
  settings: string[];
  /** The largest request body the app accepts on any route (JSON bodies and multipart files), in bytes. */
  largestBody: { bytes: number; route: string };
}

const BACKEND_IMAGE = 'tightlines/backend';
/** Keys of the Secret `<cluster>-app` CloudNativePG generates for a Cluster's application user. */
const CNPG_APP_SECRET_KEYS = ['username', 'password', 'host', 'port', 'dbname', 'uri', 'jdbc-uri', 'pgpass', 'fqdn-uri', 'fqdn-jdbc-uri'];

/** `1mb`, `512kb`, `55925180` (koa's body limits) or nginx's `64m` in bytes. */
function bytesOf(size: string): number {
  const m = /^(\d+)\s*(b|k|kb|m|mb|g|gb)?$/i.exec(size.trim());
  if (!m) throw new Error(`not a size: ${size}`);
  const unit = (m[2] ?? 'b').toLowerCase()[0]!;
  return Number(m[1]) * ({ b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 } as Record<string, number>)[unit]!;
}

function largestBody(configuredLimit: string | undefined): { bytes: number; route: string } {
  const multipartOverhead = 64 * 1024;
  const sizes = allRoutes().map((r) => ({
    route: `${r.method} ${r.path}`,
    bytes: r.fileLimit !== undefined ? r.fileLimit + multipartOverhead : bytesOf(r.bodyLimit ?? configuredLimit ?? '1mb'),
  }));
  return sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
}

function parseYaml(file: string): Doc[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  const list = Array.isArray(docs) ? docs : [docs];
  for (const d of list) if (d.errors.length) throw new Error(`${file}: ${d.errors.map((e) => e.message).join('; ')}`);
  return list.map((d) => d.toJS() as Doc).filter((d) => d !== null);
}

function workspaceDirs(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return pkg.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent))
      .filter((d) => statSync(join(root, parent, d)).isDirectory() && existsSync(join(root, parent, d, 'package.json')))
      .map((d) => `${parent}/${d}`);
  });
}

/** The security headers the backend sends with a page when PUBLIC_URL is `publicUrl`. */
async function backendPageHeaders(publicUrl: string): Promise<Record<string, string>> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  await securityHeaders(publicUrl)({ req, res } as unknown as Context, async () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k.toLowerCase(), String(v)]));
}

async function loadSet(): Promise<DeploySet> {
  const yamlFiles = readdirSync(k8sDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const remoteList = /export const remoteNames = \[([^\]]*)\]/.exec(read('rspack.config.ts'))?.[1] ?? '';
  const manifests = yamlFiles
    .filter((f) => f !== 'kustomization.yaml')
    .flatMap((file) => parseYaml(join(k8sDir, file)).map((doc) => ({ file, doc })));
  const config = manifests.find((m) => m.doc.kind === 'ConfigMap' && m.doc.data?.PUBLIC_URL)?.doc.data ?? {};
  const publicUrl = config.PUBLIC_URL ?? '';
  return {
    manifests,
    kustomization: parseYaml(join(k8sDir, 'kustomization.yaml'))[0]!,
    manifestFiles: yamlFiles.filter((f) => f !== 'kustomization.yaml'),
    compose: parseYaml(join(root, 'deploy/compose.yaml'))[0]!,
    dockerfiles: ['deploy/Dockerfile', 'deploy/static/Dockerfile'].map((file) => ({ file, text: read(file) })),
    readme: read('README.md'),
    operationsSource: read('backend/src/platform/http/operations.ts'),
    staticConf: read('deploy/static/app.conf'),
    pageConfs: [
      // Kubernetes: behind the Ingress at PUBLIC_URL (https); compose's static profile: plain http.
      { file: 'deploy/static/app.conf', text: read('deploy/static/app.conf'), backendHeaders: await backendPageHeaders(publicUrl) },
      {
        file: 'deploy/static/nginx.conf',
        text: read('deploy/static/nginx.conf'),
        backendHeaders: await backendPageHeaders('http://localhost:8080'),
      },
    ],
    migrateSource: existsSync(join(root, 'backend/src/migrate.ts')) ? read('backend/src/migrate.ts') : '',
    serverSource: read('backend/src/server.ts'),
    poolSources: {
      database: read('backend/src/platform/db/database.ts'),
      jobWorker: read('backend/src/platform/jobs/job-worker.ts'),
      limits: read('backend/src/platform/limits/postgres-limits.ts'),
      signals: read('backend/src/platform/signals/signals.ts'),
    },
    backendScripts: (JSON.parse(read('backend/package.json')) as { scripts?: Record<string, string> }).scripts ?? {},
    workspacePackageDirs: workspaceDirs(),
    remoteNames: [...remoteList.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!),
    settings: Object.keys(EnvSchema.shape),
    largestBody: largestBody(config.BODY_LIMIT),
  };
}

// ---- reading the set -------------------------------------------------------------------------------

const ofKind = (set: DeploySet, kind: string) => set.manifests.filter((m) => m.doc.kind === kind);
const named = (set: DeploySet, kind: string, name: string) => ofKind(set, kind).find((m) => m.doc.metadata?.name === name);
const podSpec = (m: Manifest): Doc => m.doc.spec?.template?.spec ?? {};
const podLabels = (m: Manifest): Record<string, string> => m.doc.spec?.template?.metadata?.labels ?? {};
const containersOf = (m: Manifest): Doc[] => [...(podSpec(m).initContainers ?? []), ...(podSpec(m).containers ?? [])];
const workloads = (set: DeploySet) => [...ofKind(set, 'Deployment'), ...ofKind(set, 'Job'), ...ofKind(set, 'CronJob')];
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const deploymentsSelectedBy = (set: DeploySet, selector: Record<string, string> | undefined) =>
  ofKind(set, 'Deployment').filter((d) => selects(selector, podLabels(d)));
const imageOf = (c: Doc) => String(c.image ?? '').replace(/[:@].*$/, '');
const backendContainers = (set: DeploySet) =>
  workloads(set).flatMap((w) =>
    containersOf(w)
      .filter((c) => imageOf(c) === BACKEND_IMAGE)
      .map((c) => ({ w, c })),
  );
const commandOf = (c: Doc) => [...(c.command ?? []), ...(c.args ?? [])].join(' ');
const where = (m: Manifest) => `${m.file}: ${m.doc.kind} ${m.doc.metadata?.name}`;

/** Names of the Secrets the set defines, and the ones CloudNativePG generates for its Clusters. */
function secretKeys(set: DeploySet, name: string): string[] | undefined {
  const secret = named(set, 'Secret', name);
  if (secret) return Object.keys({ ...secret.doc.data, ...secret.doc.stringData });
  const cluster = ofKind(set, 'Cluster').find((c) => `${c.doc.metadata?.name}-app` === name);
  return cluster ? CNPG_APP_SECRET_KEYS : undefined;
}
function configMapKeys(set: DeploySet, name: string): string[] | undefined {
  const map = named(set, 'ConfigMap', name);
  return map ? Object.keys(map.doc.data ?? {}) : undefined;
}

/** Variables the README's Configuration table documents. */
function documentedSettings(readme: string): Set<string> {
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const m of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]!);
  }
  return names;
}

/** Every variable name handed to the backend: explicit env, envFrom'd maps and Secrets, compose. */
function backendVariables(set: DeploySet): Array<{ name: string; from: string }> {
  const found: Array<{ name: string; from: string }> = [];
  for (const { w, c } of backendContainers(set)) {
    // A variable that only feeds another's value ($(NAME), expanded by the kubelet) is not the app's.
    const feeders = new Set((c.env ?? []).flatMap((e: Doc) => [...String(e.value ?? '').matchAll(/\$\((\w+)\)/g)].map((m) => m[1])));
    for (const e of c.env ?? []) if (!feeders.has(e.name)) found.push({ name: e.name, from: where(w) });
    for (const source of c.envFrom ?? []) {
      const ref = source.configMapRef?.name ?? source.secretRef?.name;
      const keys = source.configMapRef ? configMapKeys(set, ref) : secretKeys(set, ref);
      for (const key of keys ?? []) found.push({ name: `${source.prefix ?? ''}${key}`, from: `${where(w)} via ${ref}` });
    }
  }
  const environment = set.compose.services?.backend?.environment ?? {};
  const composeNames = Array.isArray(environment) ? environment.map((e: string) => e.split('=')[0]!) : Object.keys(environment);
  for (const name of composeNames) found.push({ name, from: 'deploy/compose.yaml: backend' });
  return found;
}

// ---- the checks: each returns what is wrong ---------------------------------------------------------

function kustomizationProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  const listed: string[] = set.kustomization.resources ?? [];
  for (const file of listed) if (!set.manifestFiles.includes(file)) problems.push(`kustomization lists ${file}, which does not exist`);
  for (const file of set.manifestFiles) {
    const example = /\.example\.ya?ml$/.test(file);
    if (!example && !listed.includes(file)) problems.push(`${file} is not listed in kustomization.yaml`);
    if (example && listed.includes(file)) problems.push(`${file} is an example (placeholders) and must not be applied`);
  }
  const images = new Set((set.kustomization.images ?? []).map((i: Doc) => i.name));
  for (const w of workloads(set)) {
    for (const c of containersOf(w)) {
      if (!images.has(imageOf(c))) problems.push(`${where(w)}: image ${c.image} has no entry in kustomization images`);
    }
  }
  return problems;
}

function serviceProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const d of ofKind(set, 'Deployment')) {
    if (!selects(d.doc.spec?.selector?.matchLabels, podLabels(d)))
      problems.push(`${where(d)}: its selector does not match its own pod labels`);
  }
  for (const s of ofKind(set, 'Service')) {
    const targets = deploymentsSelectedBy(set, s.doc.spec?.selector);
    if (targets.length !== 1) {
      problems.push(`${where(s)}: selector matches ${targets.length} Deployments' pods (wants exactly one)`);
      continue;
    }
    const portNames = containersOf(targets[0]!).flatMap((c) => (c.ports ?? []).map((p: Doc) => p.name));
    const portNumbers = containersOf(targets[0]!).flatMap((c) => (c.ports ?? []).map((p: Doc) => p.containerPort));
    for (const p of s.doc.spec?.ports ?? []) {
      const target = p.targetPort ?? p.port;
      if (!(typeof target === 'number' ? portNumbers.includes(target) : portNames.includes(target))) {
        problems.push(`${where(s)}: targetPort ${target} is no container port of ${targets[0]!.doc.metadata.name}`);
      }
    }
  }
  return problems;
}

function ingressProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  /** path → image of the Deployment behind it. */
  const routes = new Map<string, string>();
  for (const ing of ofKind(set, 'Ingress')) {
    for (const rule of ing.doc.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const svc = p.backend?.service;
        const service = named(set, 'Service', svc?.name);
        if (!service) {
          problems.push(`${where(ing)}: ${p.path} goes to Service ${svc?.name}, which is not defined`);
          continue;
        }
        const ports = service.doc.spec?.ports ?? [];
        const portOk = svc.port?.name
          ? ports.some((x: Doc) => x.name === svc.port.name)
          : ports.some((x: Doc) => x.port === svc.port?.number);
        if (!portOk) problems.push(`${where(ing)}: ${p.path} names port ${JSON.stringify(svc.port)}, which Service ${svc.name} lacks`);
        const deployment = deploymentsSelectedBy(set, service.doc.spec?.selector)[0];
        routes.set(String(p.path).replace(/\/$/, '') || '/', deployment ? imageOf(containersOf(deployment)[0] ?? {}) : '');
      }
    }
  }
  const wanted: Array<[string, string]> = [
    ...['/api', '/media', '/oidc', '/health'].map((p): [string, string] => [p, BACKEND_IMAGE]),
    ['/', 'tightlines/shell'],
    ...set.remoteNames.map((r): [string, string] => [`/remotes/${r}`, `tightlines/remote-${r}`]),
  ];
  for (const [path, image] of wanted) {
    if (!routes.has(path)) problems.push(`the Ingress does not route ${path}`);
    else if (routes.get(path) !== image)
      problems.push(`the Ingress sends ${path} to pods of ${routes.get(path) || 'nothing'}, not ${image}`);
  }
  return problems;
}

function scalingProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const hpa of ofKind(set, 'HorizontalPodAutoscaler')) {
    const ref = hpa.doc.spec?.scaleTargetRef ?? {};
    if (hpa.doc.apiVersion !== 'autoscaling/v2') problems.push(`${where(hpa)}: apiVersion is not autoscaling/v2`);
    if (ref.kind !== 'Deployment' || !named(set, 'Deployment', ref.name))
      problems.push(`${where(hpa)}: targets ${ref.kind} ${ref.name}, not a Deployment of the set`);
    if ((hpa.doc.spec?.minReplicas ?? 1) < 2) problems.push(`${where(hpa)}: minReplicas below 2`);
    if (!(hpa.doc.spec?.metrics ?? []).some((m: Doc) => m.resource?.name === 'cpu')) problems.push(`${where(hpa)}: no CPU metric`);
  }
  for (const pdb of ofKind(set, 'PodDisruptionBudget')) {
    const selector = pdb.doc.spec?.selector?.matchLabels;
    if (replicatedPods(set).filter((r) => selects(selector, r.labels)).length === 0)
      problems.push(`${where(pdb)}: selects no Deployment's or Pooler's pods`);
  }
  for (const { owner, labels, spread } of replicatedPods(set)) {
    if (!ofKind(set, 'PodDisruptionBudget').some((p) => selects(p.doc.spec?.selector?.matchLabels, labels)))
      problems.push(`${where(owner)}: no PodDisruptionBudget`);
    const keys = spread.filter((t: Doc) => selects(t.labelSelector?.matchLabels, labels)).map((t: Doc) => t.topologyKey);
    for (const key of ['kubernetes.io/hostname', 'topology.kubernetes.io/zone']) {
      if (!keys.includes(key)) problems.push(`${where(owner)}: its pods are not spread over ${key}`);
    }
  }
  const backend = ofKind(set, 'Deployment').filter((d) => containersOf(d).some((c) => imageOf(c) === BACKEND_IMAGE));
  if (backend.length !== 1) problems.push(`${backend.length} backend Deployments (wants one)`);
  for (const d of backend) {
    const name = d.doc.metadata?.name;
    if ((d.doc.spec?.replicas ?? 1) < 2) problems.push(`${where(d)}: fewer than 2 replicas`);
    if (!ofKind(set, 'HorizontalPodAutoscaler').some((h) => h.doc.spec?.scaleTargetRef?.name === name))
      problems.push(`${where(d)}: no HorizontalPodAutoscaler`);
  }
  return problems;
}

/**
 * Pods that run as several replicas: each Deployment's, and each Pooler's (CloudNativePG runs them as
 * a Deployment whose pods carry `cnpg.io/poolerName`), with the spread constraints of their template.
 */
function replicatedPods(set: DeploySet): Array<{ owner: Manifest; labels: Record<string, string>; spread: Doc[] }> {
  return [
    ...ofKind(set, 'Deployment').map((d) => ({ owner: d, labels: podLabels(d), spread: podSpec(d).topologySpreadConstraints ?? [] })),
    ...ofKind(set, 'Pooler').map((p) => ({
      owner: p,
      labels: { ...podLabels(p), 'cnpg.io/poolerName': p.doc.metadata?.name, 'cnpg.io/cluster': p.doc.spec?.cluster?.name },
      spread: podSpec(p).topologySpreadConstraints ?? [],
    })),
  ];
}

/** The backend's pods are shaped for draining, scaling by pods and a read-only root. */
function backendPodProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const d of ofKind(set, 'Deployment')) {
    for (const c of containersOf(d).filter((x) => imageOf(x) === BACKEND_IMAGE)) {
      const env = Object.fromEntries((c.env ?? []).map((e: Doc) => [e.name, e.value]));
      if (env.WEB_CONCURRENCY !== '1') problems.push(`${where(d)}: WEB_CONCURRENCY is not "1" (pods are the unit of scaling)`);
      const port = Number(env.PORT ?? 3000);
      if (!(c.ports ?? []).some((p: Doc) => p.containerPort === port)) problems.push(`${where(d)}: no container port ${port} (PORT)`);
      if ((podSpec(d).terminationGracePeriodSeconds ?? 30) < 20) problems.push(`${where(d)}: terminationGracePeriodSeconds below 20`);
      if (!c.lifecycle?.preStop) problems.push(`${where(d)}: no preStop pause before SIGTERM`);
      if (!c.resources?.requests || !c.resources?.limits) problems.push(`${where(d)}: resources without requests and limits`);
      const runAsNonRoot = c.securityContext?.runAsNonRoot ?? podSpec(d).securityContext?.runAsNonRoot;
      if (runAsNonRoot !== true) problems.push(`${where(d)}: may run as root`);
      if (c.securityContext?.readOnlyRootFilesystem !== true) problems.push(`${where(d)}: root filesystem is writable`);
    }
  }
  return problems;
}

function probeProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  const served = (path: string) => set.operationsSource.includes(`case '${path}':`);
  const staticServed = (path: string) => set.staticConf.includes(`location = ${path} `);
  for (const d of ofKind(set, 'Deployment')) {
    for (const c of containersOf(d)) {
      const backend = imageOf(c) === BACKEND_IMAGE;
      const portNames = (c.ports ?? []).map((p: Doc) => p.name);
      for (const kind of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) {
        const probe = c[kind]?.httpGet;
        if (!probe) {
          if (backend || kind !== 'startupProbe') problems.push(`${where(d)}: no ${kind}`);
          continue;
        }
        if (typeof probe.port === 'string' && !portNames.includes(probe.port))
          problems.push(`${where(d)}: ${kind} on port ${probe.port}, not a container port`);
        if (backend) {
          const wanted = kind === 'readinessProbe' ? '/health/ready' : '/health/live';
          if (probe.path !== wanted) problems.push(`${where(d)}: ${kind} asks ${probe.path}, wants ${wanted}`);
          if (!served(probe.path)) problems.push(`${where(d)}: ${kind} asks ${probe.path}, which the app does not serve`);
        } else if (!staticServed(probe.path)) {
          problems.push(`${where(d)}: ${kind} asks ${probe.path}, which deploy/static/app.conf does not serve`);
        }
      }
    }
  }
  const composeCheck = JSON.stringify(set.compose.services?.backend?.healthcheck?.test ?? '');
  if (!composeCheck.includes('/health/live')) problems.push('deploy/compose.yaml: the backend health check does not ask /health/live');
  const dockerfile = set.dockerfiles.find((f) => f.file === 'deploy/Dockerfile')?.text ?? '';
  if (!/HEALTHCHECK[^\n]*\/health\/live/.test(dockerfile)) problems.push('deploy/Dockerfile: HEALTHCHECK does not ask /health/live');
  return problems;
}

function referenceProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const w of workloads(set)) {
    for (const c of containersOf(w)) {
      for (const e of c.env ?? []) {
        const cm = e.valueFrom?.configMapKeyRef;
        const sk = e.valueFrom?.secretKeyRef;
        if (cm) {
          const keys = configMapKeys(set, cm.name);
          if (!keys) problems.push(`${where(w)}: ${e.name} from ConfigMap ${cm.name}, which is not defined`);
          else if (!keys.includes(cm.key)) problems.push(`${where(w)}: ${e.name} from ConfigMap ${cm.name} key ${cm.key}, which it lacks`);
        }
        if (sk) {
          const keys = secretKeys(set, sk.name);
          if (!keys) problems.push(`${where(w)}: ${e.name} from Secret ${sk.name}, which is neither defined nor made by a Cluster`);
          else if (!keys.includes(sk.key)) problems.push(`${where(w)}: ${e.name} from Secret ${sk.name} key ${sk.key}, which it lacks`);
        }
      }
      for (const source of c.envFrom ?? []) {
        if (source.configMapRef && !configMapKeys(set, source.configMapRef.name))
          problems.push(`${where(w)}: envFrom ConfigMap ${source.configMapRef.name}, which is not defined`);
        if (source.secretRef && !secretKeys(set, source.secretRef.name))
          problems.push(`${where(w)}: envFrom Secret ${source.secretRef.name}, which is not defined`);
      }
    }
  }
  const clusters = ofKind(set, 'Cluster');
  if (clusters.length !== 1) problems.push(`${clusters.length} CloudNativePG Clusters (wants one)`);
  for (const c of clusters) {
    if (c.doc.apiVersion !== 'postgresql.cnpg.io/v1') problems.push(`${where(c)}: not postgresql.cnpg.io/v1`);
    if ((c.doc.spec?.instances ?? 1) < 2) problems.push(`${where(c)}: no replica (instances below 2)`);
    if (!c.doc.spec?.storage?.size) problems.push(`${where(c)}: no storage size`);
    if (!c.doc.spec?.bootstrap?.initdb?.database) problems.push(`${where(c)}: no bootstrap database`);
  }
  for (const { w, c } of backendContainers(set)) {
    const route = databaseRoute(set, c);
    if (!route)
      problems.push(
        `${where(w)}: DATABASE_URL is neither the Cluster's <cluster>-app uri nor a Pooler's URL with that Secret's username and password`,
      );
    else if (w.doc.kind === 'Deployment' && route !== 'pooler')
      problems.push(`${where(w)}: the backend reaches the database directly, not through the Pooler`);
  }
  for (const p of ofKind(set, 'Pooler')) {
    if (!clusters.some((k) => k.doc.metadata?.name === p.doc.spec?.cluster?.name))
      problems.push(`${where(p)}: pools for Cluster ${p.doc.spec?.cluster?.name}, which is not defined`);
  }
  for (const s of ofKind(set, 'Secret')) {
    for (const [key, value] of Object.entries({ ...s.doc.data, ...s.doc.stringData })) {
      if (!/\.example\.ya?ml$/.test(s.file)) problems.push(`${where(s)}: a Secret with values outside an example file`);
      else if (!String(value).includes('REPLACE-ME')) problems.push(`${where(s)}: ${key} is not a placeholder`);
    }
  }
  return problems;
}

/**
 * How a backend container reaches the database: `direct` (DATABASE_URL is the `<cluster>-app` Secret's
 * uri), `pooler` (a URL to a Pooler of that Cluster, its user and password from the same Secret's
 * username and password through `$(VAR)`), or undefined when neither.
 */
function databaseRoute(set: DeploySet, c: Doc): 'direct' | 'pooler' | undefined {
  const env: Doc[] = c.env ?? [];
  const url = env.find((e) => e.name === 'DATABASE_URL');
  const appSecret = (name: string | undefined) => ofKind(set, 'Cluster').find((k) => `${k.doc.metadata?.name}-app` === name);
  if (url?.valueFrom?.secretKeyRef) {
    const ref = url.valueFrom.secretKeyRef;
    return appSecret(ref.name) && ref.key === 'uri' ? 'direct' : undefined;
  }
  const m = /^postgres(?:ql)?:\/\/\$\((\w+)\):\$\((\w+)\)@([\w-]+):5432\/(\w+)$/.exec(String(url?.value ?? ''));
  if (!m) return undefined;
  const fromSecret = (name: string, key: string) => env.find((e) => e.name === name)?.valueFrom?.secretKeyRef?.key === key;
  const secret = env.find((e) => e.name === m[1])?.valueFrom?.secretKeyRef?.name;
  const cluster = appSecret(secret);
  const pooler = named(set, 'Pooler', m[3]!);
  const sameSecret = env.find((e) => e.name === m[2])?.valueFrom?.secretKeyRef?.name === secret;
  const ok =
    cluster &&
    pooler?.doc.spec?.cluster?.name === cluster.doc.metadata?.name &&
    fromSecret(m[1]!, 'username') &&
    fromSecret(m[2]!, 'password') &&
    sameSecret;
  return ok && m[4] === cluster.doc.spec?.bootstrap?.initdb?.database ? 'pooler' : undefined;
}

function settingProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  const settings = new Set(set.settings);
  const documented = documentedSettings(set.readme);
  if (documented.size === 0) problems.push('README: no Configuration table found');
  for (const { name, from } of backendVariables(set)) {
    if (!settings.has(name)) problems.push(`${from}: ${name} is not a setting the app reads`);
    if (!documented.has(name)) problems.push(`${from}: ${name} is not in the README's Configuration table`);
  }
  for (const name of settings)
    if (!documented.has(name)) problems.push(`README: the setting ${name} has no row in the Configuration table`);
  return problems;
}

function migrationProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  const jobs = ofKind(set, 'Job').filter((j) => containersOf(j).some((c) => imageOf(c) === BACKEND_IMAGE));
  if (jobs.length === 0) problems.push('no migrations Job runs the backend image');
  for (const j of jobs) {
    // The image holds the backend compiled to JavaScript (deploy/backend/build.mjs): migrate.ts is migrate.js there.
    if (!containersOf(j).some((c) => /^node (.+ )?backend\/src\/migrate\.js$/.test(commandOf(c))))
      problems.push(`${where(j)}: does not run backend/src/migrate.js (the compiled migrate.ts) with node`);
  }
  if (!set.migrateSource) problems.push('backend/src/migrate.ts does not exist');
  if (!/\bsrc\/migrate\.ts\b/.test(set.backendScripts.migrate ?? ''))
    problems.push('backend/package.json: no `migrate` script running src/migrate.ts');
  // The Job must apply what a starting server applies: the same list of migrations, the queue's install.
  const list = (source: string) => /migrations: (\[[^\]]*\])/.exec(source)?.[1]?.replace(/\s+/g, ' ');
  if (!list(set.migrateSource) || list(set.migrateSource) !== list(set.serverSource)) {
    problems.push('backend/src/migrate.ts does not apply the migrations server.ts applies');
  }
  if (!set.migrateSource.includes('installJobQueue(')) problems.push('backend/src/migrate.ts does not install the job queue');
  return problems;
}

function dockerfileProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const { file, text } of set.dockerfiles) {
    // The build stage installs every workspace (the production-dependencies stage only the backend's).
    const build = text.split(/^(?=FROM )/m).find((stage) => /^FROM \S+ AS build\b/.test(stage)) ?? '';
    if (!build) problems.push(`${file}: no stage named build`);
    for (const dir of set.workspacePackageDirs) {
      const copy = new RegExp(`^COPY\\s+${dir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/package\\.json\\s`, 'm');
      if (!copy.test(build)) problems.push(`${file}: the build stage does not COPY ${dir}/package.json before the install`);
    }
  }
  const build = set.compose.services?.backend?.build;
  if (!build?.dockerfile || !existsSync(join(root, 'deploy', build.context ?? '.', build.dockerfile))) {
    problems.push('deploy/compose.yaml: the backend is not built from an existing Dockerfile');
  }
  return problems;
}

/** PostgreSQL's default `superuser_reserved_connections`, and room for the operator's instance manager. */
const RESERVED_CONNECTIONS = 3 + 5;

/**
 * The most connections one backend process opens, read from the code that opens them: the ORM pool,
 * the job queue's (JOB_CONCURRENCY + its own), the rate limits', the signals' (a LISTEN client and a
 * pool for NOTIFY) and the queue install's at start-up. Undefined parts are named in `missing`.
 */
function connectionsPerProcess(sources: DeploySet['poolSources'], jobConcurrency: number): { total: number; missing: string[] } {
  const read = (file: keyof DeploySet['poolSources'], pattern: RegExp) => Number(pattern.exec(sources[file])?.[1] ?? Number.NaN);
  const parts = {
    orm: read('database', /poolMax \?\? (\d+)/),
    queue: jobConcurrency + read('jobWorker', /queuePool\(options\.databaseUrl, options\.concurrency \+ (\d+)/),
    queueInstall: read('jobWorker', /queuePool\(databaseUrl, (\d+)/),
    limits: read('limits', /ownPool\(\{[^}]*\bmax: (\d+)/),
    signals: (/new pg\.Client\(/.test(sources.signals) ? 1 : Number.NaN) + read('signals', /ownPool\(\{[^}]*\bmax: (\d+)/),
  };
  const missing = Object.entries(parts)
    .filter(([, n]) => !Number.isFinite(n))
    .map(([name]) => name);
  return { total: Object.values(parts).reduce((a, b) => a + b, 0), missing };
}

/**
 * The pooler and PostgreSQL hold every connection the backend can open at the HPA's maximum (plus the
 * rolling update's surge) and the migrations Job's, in session mode (the backend LISTENs and holds a
 * session advisory lock). The arithmetic: docs/kubernetes.md, "Connections".
 */
function connectionProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  const backend = ofKind(set, 'Deployment').find((d) => containersOf(d).some((c) => imageOf(c) === BACKEND_IMAGE));
  const hpa = ofKind(set, 'HorizontalPodAutoscaler').find((h) => h.doc.spec?.scaleTargetRef?.name === backend?.doc.metadata?.name);
  const pooler = ofKind(set, 'Pooler')[0];
  const cluster = ofKind(set, 'Cluster')[0];
  if (!backend || !hpa || !pooler || !cluster) return ['the set lacks the backend, its HPA, the Pooler or the Cluster'];
  const config = ofKind(set, 'ConfigMap').find((m) => m.doc.data?.JOB_CONCURRENCY)?.doc.data ?? {};
  const perPod = connectionsPerProcess(set.poolSources, Number(config.JOB_CONCURRENCY ?? 1));
  if (perPod.missing.length)
    problems.push(
      `cannot read the backend's pool sizes (${perPod.missing.join(', ')}): docs/kubernetes.md "Connections" and this check need the new figure`,
    );
  const pods = hpa.doc.spec.maxReplicas + Number(backend.doc.spec?.strategy?.rollingUpdate?.maxSurge ?? 1);
  const clients = pods * perPod.total;
  const pgbouncer = pooler.doc.spec?.pgbouncer ?? {};
  const param = (name: string) => Number(pgbouncer.parameters?.[name]);
  const instances = pooler.doc.spec?.instances ?? 1;
  const migrateJob = Number(/poolMax: (\d+)/.exec(set.migrateSource)?.[1] ?? Number.NaN) + 1;
  const maxConnections = Number(cluster.doc.spec?.postgresql?.parameters?.max_connections ?? 100);
  if (pgbouncer.poolMode !== 'session')
    problems.push(
      `${where(pooler)}: poolMode ${pgbouncer.poolMode}, but the backend keeps LISTEN and advisory locks on its connections (session)`,
    );
  if (!(param('max_client_conn') >= clients))
    problems.push(
      `${where(pooler)}: max_client_conn ${param('max_client_conn')} below the ${clients} connections of ${pods} backend pods (one pooler pod must take them all)`,
    );
  if (!(param('default_pool_size') * instances >= clients))
    problems.push(
      `${where(pooler)}: ${instances} x default_pool_size ${param('default_pool_size')} below the ${clients} clients of ${pods} backend pods`,
    );
  const server = param('max_db_connections') * instances;
  if (!(server + migrateJob + RESERVED_CONNECTIONS <= maxConnections)) {
    problems.push(
      `${where(cluster)}: max_connections ${maxConnections} below the pooler's ${server} + the migrations Job's ${migrateJob} + ${RESERVED_CONNECTIONS} reserved`,
    );
  }
  return problems;
}

const BARMAN_PLUGIN = 'barman-cloud.cloudnative-pg.io';

/** Backups on by default: WAL archived to an ObjectStore of the set, base backups on a schedule. */
function backupProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const c of ofKind(set, 'Cluster')) {
    const name = c.doc.metadata?.name;
    const archiver = (c.doc.spec?.plugins ?? []).find(
      (p: Doc) => p.name === BARMAN_PLUGIN && p.isWALArchiver === true && p.enabled !== false,
    );
    if (!archiver) problems.push(`${where(c)}: no WAL archiving (the ${BARMAN_PLUGIN} plugin as isWALArchiver)`);
    const store = named(set, 'ObjectStore', archiver?.parameters?.barmanObjectName);
    if (archiver && !store)
      problems.push(`${where(c)}: archives to ObjectStore ${archiver.parameters?.barmanObjectName}, which is not defined`);
    if (store) {
      if (!store.doc.spec?.retentionPolicy) problems.push(`${where(store)}: no retentionPolicy (backups would pile up forever)`);
      const credentials = store.doc.spec?.configuration?.s3Credentials ?? {};
      for (const ref of [credentials.accessKeyId, credentials.secretAccessKey]) {
        if (ref && !secretKeys(set, ref.name)?.includes(ref.key))
          problems.push(`${where(store)}: Secret ${ref.name} key ${ref.key} is not defined`);
      }
    }
    const scheduled = ofKind(set, 'ScheduledBackup').filter((b) => b.doc.spec?.cluster?.name === name);
    if (!scheduled.some((b) => b.doc.spec?.method === 'plugin' && b.doc.spec?.pluginConfiguration?.name === BARMAN_PLUGIN))
      problems.push(`${where(c)}: no ScheduledBackup of it through the plugin`);
    if (!scheduled.some((b) => b.doc.spec?.immediate === true))
      problems.push(`${where(c)}: no base backup until the first schedule (immediate)`);
  }
  return problems;
}

/**
 * A new release applies a new migrations Job: its name carries the backend image's tag (a kustomize
 * replacement from the Job's own image), and a finished one goes away by itself.
 */
function rerunProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const j of ofKind(set, 'Job').filter((x) => containersOf(x).some((c) => imageOf(c) === BACKEND_IMAGE))) {
    const name = j.doc.metadata?.name;
    if (!j.doc.spec?.ttlSecondsAfterFinished)
      problems.push(`${where(j)}: no ttlSecondsAfterFinished (finished Jobs of past releases stay)`);
    const fromTag = (set.kustomization.replacements ?? []).some(
      (r: Doc) =>
        r.source?.kind === 'Job' &&
        r.source?.name === name &&
        /containers\.\[name=\w+\]\.image$/.test(r.source?.fieldPath ?? '') &&
        r.source?.options?.delimiter === ':' &&
        r.source?.options?.index === 1 &&
        (r.targets ?? []).some(
          (t: Doc) => t.select?.kind === 'Job' && t.select?.name === name && (t.fieldPaths ?? []).includes('metadata.name'),
        ),
    );
    if (!fromTag)
      problems.push(`${where(j)}: its name does not follow the image tag, so the next release cannot apply it (a Job cannot be changed)`);
  }
  return problems;
}

/** Pods outside the namespace the policies name (docs/kubernetes.md, "Network"), and the outside world. */
const OUTSIDE = {
  ingress: { namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
  operator: { namespace: 'cnpg-system', labels: { 'app.kubernetes.io/name': 'cloudnative-pg' } },
  prometheus: { namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' } },
  dns: { namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' } },
  strangerPod: { namespace: 'default', labels: { app: 'curl' } },
  internet: { ip: '142.250.74.14' },
  privateNetwork: { ip: '10.12.0.7' },
} satisfies Record<string, Endpoint>;

type Path = [string, Endpoint, Endpoint, Port];

/**
 * Default deny, then exactly the paths the app needs: the ingress controller to the web pods,
 * Prometheus to the metrics, the backend to the pooler (never straight to the database) and to
 * HTTPS outside, the pooler and the migrations Job to the database, the operator and the instances
 * to each other, the Kubernetes API for CloudNativePG's pods, DNS; the static pods call nothing.
 */
function networkProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  const namespace = set.kustomization.namespace as string;
  const policies = ofKind(set, 'NetworkPolicy').map((m) => m.doc);
  const denyAll = policies.some(
    (p) =>
      Object.keys(p.spec?.podSelector ?? {}).length === 0 &&
      ['Ingress', 'Egress'].every((t) => p.spec?.policyTypes?.includes(t)) &&
      !p.spec?.ingress &&
      !p.spec?.egress,
  );
  if (!denyAll) problems.push('no default-deny NetworkPolicy (every pod, ingress and egress, no rule)');
  const pod = (labels: Record<string, string>): Endpoint => ({ namespace, labels });
  const portOf = (d: Manifest) => containersOf(d)[0]?.ports?.[0]?.containerPort as number;
  const backend = ofKind(set, 'Deployment').find((d) => containersOf(d).some((c) => imageOf(c) === BACKEND_IMAGE));
  const statics = ofKind(set, 'Deployment').filter((d) => d !== backend);
  const cluster = ofKind(set, 'Cluster')[0]?.doc.metadata?.name as string | undefined;
  const poolers = ofKind(set, 'Pooler').map((p) =>
    pod({ 'cnpg.io/poolerName': p.doc.metadata?.name, 'cnpg.io/cluster': p.doc.spec?.cluster?.name, 'cnpg.io/podRole': 'pooler' }),
  );
  if (!backend || !cluster || poolers.length === 0) return [...problems, 'the set lacks the backend, the Cluster or the Pooler'];
  const instance = pod({ 'cnpg.io/cluster': cluster, 'cnpg.io/podRole': 'instance' });
  const initdb = pod({ 'cnpg.io/cluster': cluster, 'cnpg.io/jobRole': 'initdb' });
  const migrate = ofKind(set, 'Job').map((j) => pod(podLabels(j)));
  const api = OUTSIDE.privateNetwork;
  const tcp = (port: number): Port => ({ port, protocol: 'TCP' });
  const web = pod(podLabels(backend));
  const each = <T>(list: T[], path: (item: T) => Path) => list.map(path);
  const wanted: Path[] = [
    ['the ingress controller to the backend', OUTSIDE.ingress, web, tcp(portOf(backend))],
    ['Prometheus to the backend', OUTSIDE.prometheus, web, tcp(portOf(backend))],
    [
      "the ingress controller to cert-manager's HTTP-01 solver",
      OUTSIDE.ingress,
      pod({ 'acme.cert-manager.io/http01-solver': 'true' }),
      tcp(8089),
    ],
    ...each(statics, (d): Path => [`the ingress controller to ${d.doc.metadata.name}`, OUTSIDE.ingress, pod(podLabels(d)), tcp(portOf(d))]),
    ...each(poolers, (p): Path => ['the backend to the pooler', web, p, tcp(5432)]),
    ...each(poolers, (p): Path => ['the pooler to the database', p, instance, tcp(5432)]),
    ...each(poolers, (p): Path => ['the pooler to the Kubernetes API', p, api, tcp(443)]),
    ...each(migrate, (j): Path => ['the migrations Job to the database', j, instance, tcp(5432)]),
    ['the backend to HTTPS outside (OpenID provider, bucket, Open-Meteo)', web, OUTSIDE.internet, tcp(443)],
    ['the operator to the instances (status)', OUTSIDE.operator, instance, tcp(8000)],
    ['the operator to the instances (PostgreSQL)', OUTSIDE.operator, instance, tcp(5432)],
    ['an instance to another (replication)', instance, instance, tcp(5432)],
    ['an instance to another (status)', instance, instance, tcp(8000)],
    ['an instance to the Kubernetes API', instance, api, tcp(6443)],
    ['an instance to the backup bucket', instance, OUTSIDE.internet, tcp(443)],
    ['the initdb Job to the Kubernetes API', initdb, api, tcp(443)],
    ...each(
      [web, instance, ...poolers, ...migrate, initdb],
      (e): Path => [`${JSON.stringify('labels' in e ? e.labels : e)} to DNS`, e, OUTSIDE.dns, { port: 53, protocol: 'UDP' }],
    ),
  ];
  const refused: Path[] = [
    ['the backend straight to the database', web, instance, tcp(5432)],
    ['the backend to the private network', web, OUTSIDE.privateNetwork, tcp(443)],
    ['the backend to PostgreSQL outside', web, OUTSIDE.internet, tcp(5432)],
    ['the internet to the backend, past the ingress controller', OUTSIDE.internet, web, tcp(portOf(backend))],
    ['a pod of another namespace to the pooler', OUTSIDE.strangerPod, poolers[0]!, tcp(5432)],
    ['a pod of another namespace to the database', OUTSIDE.strangerPod, instance, tcp(5432)],
    ...each(statics, (d): Path => [`${d.doc.metadata.name} out to the internet`, pod(podLabels(d)), OUTSIDE.internet, tcp(443)]),
  ];
  for (const [path, from, to, port] of wanted)
    if (!allowed(policies, namespace, from, to, port)) problems.push(`NetworkPolicies refuse ${path} (port ${port.port})`);
  for (const [path, from, to, port] of refused)
    if (allowed(policies, namespace, from, to, port)) problems.push(`NetworkPolicies allow ${path} (port ${port.port})`);
  return problems;
}

/** Pages served by nginx carry the CSP and the other headers the backend would send with them. */
function pageHeaderProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const { file, text, backendHeaders } of set.pageConfs) {
    const csp = /map \$uri \$tightlines_csp \{\s*default "([^"]*)";/.exec(text)?.[1];
    if (csp !== backendHeaders['content-security-policy'])
      problems.push(`${file}: the pages' Content-Security-Policy differs from the backend's`);
    const pages = text.match(/add_header Content-Security-Policy \$tightlines_csp always;/g)?.length ?? 0;
    if (pages < 3)
      problems.push(`${file}: the CSP is sent with ${pages} of the 3 kinds of page (the shell's, the advertiser portal's, a remote's own)`);
    for (const header of ['X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Cross-Origin-Opener-Policy']) {
      const values = [...text.matchAll(new RegExp(`add_header ${header} "([^"]*)" always;`, 'g'))].map((m) => m[1]);
      if (values.length < pages || values.some((v) => v !== backendHeaders[header.toLowerCase()])) {
        problems.push(`${file}: ${header} is not sent with every page as the backend sends it (${backendHeaders[header.toLowerCase()]})`);
      }
    }
  }
  return problems;
}

/** The proxies in front of the backend let through every body the app accepts, so its own 413 answers. */
function bodySizeProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  const { bytes, route } = set.largestBody;
  for (const ing of ofKind(set, 'Ingress')) {
    const size = ing.doc.metadata?.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'];
    if (!size) problems.push(`${where(ing)}: no proxy-body-size (ingress-nginx refuses bodies over 1 MB)`);
    else if (size !== '0' && bytesOf(size) < bytes)
      problems.push(`${where(ing)}: proxy-body-size ${size} is below the ${bytes} bytes ${route} accepts`);
  }
  const composeProxy = set.pageConfs.find((c) => c.file === 'deploy/static/nginx.conf')?.text ?? '';
  const size = /client_max_body_size (\S+);/.exec(composeProxy)?.[1];
  if (!size || bytesOf(size) < bytes)
    problems.push(`deploy/static/nginx.conf: client_max_body_size ${size ?? '(1m)'} is below the ${bytes} bytes ${route} accepts`);
  return problems;
}

const checks = {
  'the kustomization lists every manifest (examples excepted) and names every image': kustomizationProblems,
  'every Service selects exactly one Deployment and targets its ports': serviceProblems,
  'every Ingress path reaches an existing Service and port, and the right pods': ingressProblems,
  'the HPA targets the backend, which has two replicas or more; every Deployment and the Pooler have a PDB and spread': scalingProblems,
  'the backend pods: one process, draining, resources, non-root and read-only': backendPodProblems,
  'probes and health checks ask paths the app and the static hosts serve': probeProblems,
  'every ConfigMap and Secret reference resolves; the database through the Pooler (the Job direct); no real secrets': referenceProblems,
  "every variable set for the backend is a setting the app reads and the README's table documents": settingProblems,
  'the migrations Job runs backend/src/migrate.js, compiled from migrate.ts, which applies what a starting server applies':
    migrationProblems,
  "the Dockerfiles copy every workspace's package.json": dockerfileProblems,
  'pages served by nginx carry the security headers the backend sends': pageHeaderProblems,
  'the proxies let through every body the app accepts': bodySizeProblems,
  'NetworkPolicies: default deny, then only the paths the app needs': networkProblems,
  'backups on by default: WAL archived to an object store, base backups scheduled': backupProblems,
  'the migrations Job runs for every release without deleting the last one': rerunProblems,
  "the pooler and PostgreSQL hold every connection at the HPA's maximum": connectionProblems,
} satisfies Record<string, (set: DeploySet) => string[]>;

// ---- broken copies: one planted fault per check ----------------------------------------------------

function mutated(set: DeploySet, change: (copy: DeploySet) => void): DeploySet {
  const copy = structuredClone(set);
  change(copy);
  return copy;
}
const doc = (set: DeploySet, kind: string, name: string) => {
  const found = named(set, kind, name);
  if (!found) throw new Error(`the planted fault needs ${kind} ${name}`);
  return found.doc;
};
const backendContainer = (set: DeploySet) => doc(set, 'Deployment', 'tightlines-backend').spec.template.spec.containers[0];

const planted: Record<keyof typeof checks, Array<{ fault: string; plant: (s: DeploySet) => void; says: RegExp }>> = {
  'the kustomization lists every manifest (examples excepted) and names every image': [
    {
      fault: 'a manifest left out',
      plant: (s) => s.kustomization.resources.splice(s.kustomization.resources.indexOf('backend-pdb.yaml'), 1),
      says: /backend-pdb\.yaml is not listed/,
    },
    {
      fault: 'the example Secrets applied',
      plant: (s) => s.kustomization.resources.push('secret.example.yaml'),
      says: /must not be applied/,
    },
  ],
  'every Service selects exactly one Deployment and targets its ports': [
    {
      fault: 'a Service selecting a misspelt component',
      plant: (s) => (doc(s, 'Service', 'tightlines-backend').spec.selector['app.kubernetes.io/component'] = 'backnd'),
      says: /selector matches 0 Deployments/,
    },
    {
      fault: 'a Service targeting a port the pods lack',
      plant: (s) => (doc(s, 'Service', 'tightlines-remote-feed').spec.ports[0].targetPort = 'web'),
      says: /targetPort web/,
    },
  ],
  'every Ingress path reaches an existing Service and port, and the right pods': [
    {
      fault: 'an Ingress path to a Service that does not exist',
      plant: (s) => (doc(s, 'Ingress', 'tightlines').spec.rules[0].http.paths[0].backend.service.name = 'tightlines-api'),
      says: /Service tightlines-api, which is not defined/,
    },
    {
      fault: 'an Ingress path to a port the Service lacks',
      plant: (s) => (doc(s, 'Ingress', 'tightlines').spec.rules[0].http.paths[0].backend.service.port = { number: 3000 }),
      says: /names port/,
    },
    {
      fault: 'a remote served by another remote',
      plant: (s) => {
        const path = doc(s, 'Ingress', 'tightlines').spec.rules[0].http.paths.find((p: Doc) => p.path === '/remotes/spots');
        path.backend.service.name = 'tightlines-remote-forum';
      },
      says: /sends \/remotes\/spots to pods of tightlines\/remote-forum/,
    },
  ],
  'the HPA targets the backend, which has two replicas or more; every Deployment and the Pooler have a PDB and spread': [
    {
      fault: 'an HPA scaling a Deployment that does not exist',
      plant: (s) => (doc(s, 'HorizontalPodAutoscaler', 'tightlines-backend').spec.scaleTargetRef.name = 'backend'),
      says: /targets Deployment backend/,
    },
    {
      fault: 'a PDB selecting no pods',
      plant: (s) => (doc(s, 'PodDisruptionBudget', 'tightlines-backend').spec.selector.matchLabels['app.kubernetes.io/component'] = 'api'),
      says: /selects no Deployment/,
    },
    {
      fault: 'a remote without a PDB',
      plant: (s) =>
        (s.manifests = s.manifests.filter(
          (m) => !(m.doc.kind === 'PodDisruptionBudget' && m.doc.metadata.name === 'tightlines-remote-spots'),
        )),
      says: /Deployment tightlines-remote-spots: no PodDisruptionBudget/,
    },
    {
      fault: 'the pooler not spread over zones',
      plant: (s) => doc(s, 'Pooler', 'tightlines-db-pooler').spec.template.spec.topologySpreadConstraints.pop(),
      says: /Pooler tightlines-db-pooler: its pods are not spread over topology\.kubernetes\.io\/zone/,
    },
    {
      fault: "a spread constraint selecting another app's pods",
      plant: (s) =>
        (doc(s, 'Deployment', 'tightlines-shell').spec.template.spec.topologySpreadConstraints[0].labelSelector.matchLabels[
          'app.kubernetes.io/component'
        ] = 'backend'),
      says: /Deployment tightlines-shell: its pods are not spread over kubernetes\.io\/hostname/,
    },
    {
      fault: 'a single backend replica',
      plant: (s) => (doc(s, 'Deployment', 'tightlines-backend').spec.replicas = 1),
      says: /fewer than 2 replicas/,
    },
  ],
  'the backend pods: one process, draining, resources, non-root and read-only': [
    {
      fault: 'one process per core in a pod',
      plant: (s) => (backendContainer(s).env = backendContainer(s).env.filter((e: Doc) => e.name !== 'WEB_CONCURRENCY')),
      says: /WEB_CONCURRENCY/,
    },
    {
      fault: 'no time to drain',
      plant: (s) => (doc(s, 'Deployment', 'tightlines-backend').spec.template.spec.terminationGracePeriodSeconds = 5),
      says: /terminationGracePeriodSeconds/,
    },
    { fault: 'a writable root', plant: (s) => (backendContainer(s).securityContext.readOnlyRootFilesystem = false), says: /writable/ },
  ],
  'probes and health checks ask paths the app and the static hosts serve': [
    {
      fault: 'a readiness probe on a path the app does not serve',
      plant: (s) => (backendContainer(s).readinessProbe.httpGet.path = '/health/readiness'),
      says: /readinessProbe asks \/health\/readiness/,
    },
    {
      fault: 'a static probe on a path nginx does not serve',
      plant: (s) => (doc(s, 'Deployment', 'tightlines-shell').spec.template.spec.containers[0].livenessProbe.httpGet.path = '/status'),
      says: /app\.conf does not serve/,
    },
    {
      fault: "compose's old health path",
      plant: (s) => (s.compose.services.backend.healthcheck.test = ['CMD', 'curl', 'http://127.0.0.1:3000/healthz']),
      says: /compose\.yaml/,
    },
  ],
  'every ConfigMap and Secret reference resolves; the database through the Pooler (the Job direct); no real secrets': [
    {
      fault: 'envFrom a misspelt Secret',
      plant: (s) => (backendContainer(s).envFrom.find((e: Doc) => e.secretRef).secretRef.name = 'tightlines-secret'),
      says: /envFrom Secret tightlines-secret,/,
    },
    {
      fault: 'a database Cluster without a replica',
      plant: (s) => (doc(s, 'Cluster', 'tightlines-db').spec.instances = 1),
      says: /no replica/,
    },
    {
      fault: 'a renamed database Cluster',
      plant: (s) => (doc(s, 'Cluster', 'tightlines-db').metadata.name = 'postgres'),
      says: /tightlines-db-app, which is neither defined nor made by a Cluster/,
    },
    {
      fault: 'the backend straight to the primary',
      plant: (s) => {
        const env = backendContainer(s).env;
        env.splice(
          env.findIndex((e: Doc) => e.name === 'DATABASE_URL'),
          1,
          { name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'tightlines-db-app', key: 'uri' } } },
        );
      },
      says: /reaches the database directly, not through the Pooler/,
    },
    {
      fault: 'a URL to a pooler that does not exist',
      plant: (s) => {
        const url = backendContainer(s).env.find((e: Doc) => e.name === 'DATABASE_URL');
        url.value = url.value.replace('tightlines-db-pooler', 'pgbouncer');
      },
      says: /DATABASE_URL is neither/,
    },
    {
      fault: 'a Pooler for another Cluster',
      plant: (s) => (doc(s, 'Pooler', 'tightlines-db-pooler').spec.cluster.name = 'tightlines-pg'),
      says: /pools for Cluster tightlines-pg/,
    },
    {
      fault: 'a ConfigMap key that does not exist',
      plant: (s) =>
        (doc(s, 'Job', 'tightlines-migrate-release').spec.template.spec.containers[0].env.find(
          (e: Doc) => e.valueFrom?.configMapKeyRef,
        ).valueFrom.configMapKeyRef.key = 'LOGLEVEL'),
      says: /key LOGLEVEL/,
    },
    {
      fault: 'a real-looking secret in the example',
      plant: (s) => (doc(s, 'Secret', 'tightlines-secrets').stringData.SESSION_SECRET = 'kq3v9x0…a-real-one-of-48-characters-long-abcdef'),
      says: /SESSION_SECRET is not a placeholder/,
    },
  ],
  "every variable set for the backend is a setting the app reads and the README's table documents": [
    {
      fault: 'a misspelt variable in the ConfigMap',
      plant: (s) => (doc(s, 'ConfigMap', 'tightlines-config').data.JOBS_CONCURRENCY = '4'),
      says: /JOBS_CONCURRENCY is not a setting the app reads/,
    },
    {
      fault: 'a variable the app does not read in compose',
      plant: (s) => (s.compose.services.backend.environment.REDIS_URL = 'redis://cache'),
      says: /compose\.yaml: backend: REDIS_URL/,
    },
    {
      fault: 'a setting missing from the README table',
      plant: (s) => (s.readme = s.readme.replace(/^\| `JOB_CONCURRENCY`.*\n/m, '')),
      says: /JOB_CONCURRENCY is not in the README's Configuration table/,
    },
  ],
  'the migrations Job runs backend/src/migrate.js, compiled from migrate.ts, which applies what a starting server applies': [
    {
      fault: 'the Job starting the server instead',
      plant: (s) =>
        (doc(s, 'Job', 'tightlines-migrate-release').spec.template.spec.containers[0].command = ['node', 'backend/src/main.js']),
      says: /does not run backend\/src\/migrate\.js/,
    },
    {
      fault: 'the Job running TypeScript the image does not hold',
      plant: (s) =>
        (doc(s, 'Job', 'tightlines-migrate-release').spec.template.spec.containers[0].command = [
          'node',
          '--import',
          'tsx',
          'backend/src/migrate.ts',
        ]),
      says: /does not run backend\/src\/migrate\.js/,
    },
    {
      fault: "migrate.ts forgetting the modules' migrations",
      plant: (s) => (s.migrateSource = s.migrateSource.replace(/, \.\.\.modules\.flatMap\(\(m\) => m\.migrations\)/, '')),
      says: /does not apply the migrations server\.ts applies/,
    },
  ],
  "the Dockerfiles copy every workspace's package.json": [
    {
      fault: 'a new workspace the Dockerfile does not know',
      plant: (s) => (s.dockerfiles[0]!.text = s.dockerfiles[0]!.text.replace(/^COPY reference\/package\.json.*\n/m, '')),
      says: /deploy\/Dockerfile: the build stage does not COPY reference\/package\.json/,
    },
  ],
  'the proxies let through every body the app accepts': [
    {
      fault: "ingress-nginx's default body limit",
      plant: (s) => delete doc(s, 'Ingress', 'tightlines').metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size'],
      says: /no proxy-body-size/,
    },
    {
      fault: 'a route accepting more than the Ingress passes',
      plant: (s) => (s.largestBody = { bytes: 100 * 1024 ** 2, route: 'POST /api/media' }),
      says: /proxy-body-size 64m is below/,
    },
  ],
  'backups on by default: WAL archived to an object store, base backups scheduled': [
    { fault: 'no WAL archiver', plant: (s) => delete doc(s, 'Cluster', 'tightlines-db').spec.plugins, says: /no WAL archiving/ },
    {
      fault: 'an archive to a store that does not exist',
      plant: (s) => (doc(s, 'Cluster', 'tightlines-db').spec.plugins[0].parameters.barmanObjectName = 'backups'),
      says: /ObjectStore backups, which is not defined/,
    },
    {
      fault: 'no schedule',
      plant: (s) => (s.manifests = s.manifests.filter((m) => m.doc.kind !== 'ScheduledBackup')),
      says: /no ScheduledBackup/,
    },
    {
      fault: 'keys of a Secret nobody makes',
      plant: (s) => (doc(s, 'ObjectStore', 'tightlines-backups').spec.configuration.s3Credentials.accessKeyId.name = 'aws'),
      says: /Secret aws key ACCESS_KEY_ID/,
    },
  ],
  'the migrations Job runs for every release without deleting the last one': [
    { fault: 'a fixed Job name', plant: (s) => (s.kustomization.replacements = []), says: /next release cannot apply it/ },
    {
      fault: 'finished Jobs kept',
      plant: (s) => delete doc(s, 'Job', 'tightlines-migrate-release').spec.ttlSecondsAfterFinished,
      says: /no ttlSecondsAfterFinished/,
    },
  ],
  "the pooler and PostgreSQL hold every connection at the HPA's maximum": [
    {
      fault: 'the HPA raised alone',
      plant: (s) => (doc(s, 'HorizontalPodAutoscaler', 'tightlines-backend').spec.maxReplicas = 12),
      says: /max_client_conn 500 below|default_pool_size 110 below the 299 clients/,
    },
    {
      fault: 'a bigger ORM pool',
      plant: (s) => (s.poolSources.database = s.poolSources.database.replace(/poolMax \?\? \d+/, 'poolMax ?? 20')),
      says: /below the 297 clients of 9 backend pods/,
    },
    {
      fault: 'transaction pooling',
      plant: (s) => (doc(s, 'Pooler', 'tightlines-db-pooler').spec.pgbouncer.poolMode = 'transaction'),
      says: /poolMode transaction/,
    },
    {
      fault: 'max_connections left at 200',
      plant: (s) => (doc(s, 'Cluster', 'tightlines-db').spec.postgresql.parameters.max_connections = '200'),
      says: /max_connections 200 below the pooler's 220/,
    },
    {
      fault: 'a pool the check cannot read',
      plant: (s) => (s.poolSources.limits = 'new RateLimiterPostgres({ storeClient: pool })'),
      says: /cannot read the backend's pool sizes \(limits\)/,
    },
  ],
  'NetworkPolicies: default deny, then only the paths the app needs': [
    {
      fault: 'no default deny',
      plant: (s) => (s.manifests = s.manifests.filter((m) => m.doc.metadata?.name !== 'default-deny')),
      says: /no default-deny/,
    },
    { fault: 'no DNS', plant: (s) => (s.manifests = s.manifests.filter((m) => m.doc.metadata?.name !== 'dns')), says: /refuse .* to DNS/ },
    {
      fault: 'the pooler listening on another port',
      plant: (s) => (doc(s, 'NetworkPolicy', 'pooler').spec.ingress[0].ports[0].port = 6432),
      says: /refuse the backend to the pooler/,
    },
    {
      fault: 'the backend allowed straight to the database',
      plant: (s) => {
        doc(s, 'NetworkPolicy', 'database').spec.ingress[1].from.push({
          podSelector: { matchLabels: { 'app.kubernetes.io/component': 'backend' } },
        });
        doc(s, 'NetworkPolicy', 'backend').spec.egress[0].to.push({ podSelector: { matchLabels: { 'cnpg.io/podRole': 'instance' } } });
      },
      says: /allow the backend straight to the database/,
    },
    {
      fault: 'the operator expected in another namespace',
      plant: (s) =>
        (doc(s, 'NetworkPolicy', 'database').spec.ingress[0].from[0].namespaceSelector.matchLabels['kubernetes.io/metadata.name'] = 'cnpg'),
      says: /refuse the operator to the instances/,
    },
    {
      fault: 'backend egress to anywhere on 443',
      plant: (s) => (doc(s, 'NetworkPolicy', 'backend').spec.egress[1].to[0].ipBlock = { cidr: '0.0.0.0/0' }),
      says: /allow the backend to the private network/,
    },
  ],
  'pages served by nginx carry the security headers the backend sends': [
    {
      fault: 'the backend allowing one more script source',
      plant: (s) => (s.pageConfs[0]!.backendHeaders['content-security-policy'] += ' https://cdn.example.net'),
      says: /app\.conf: the pages' Content-Security-Policy differs/,
    },
    {
      fault: "a remote's page without the CSP",
      plant: (s) =>
        (s.pageConfs[1]!.text = s.pageConfs[1]!.text.replace(/add_header Content-Security-Policy \$tightlines_csp always;/, '')),
      says: /nginx\.conf: the CSP is sent with 2 of the 3/,
    },
  ],
};

describe('deploy: the Kubernetes set, the compose file and the images hold together', () => {
  let set: DeploySet;
  before(async () => {
    set = await loadSet();
  });

  it('parses every manifest and the compose file', () => {
    expect(set.manifests.length).to.be.greaterThan(10);
    for (const m of set.manifests) expect(m.doc, m.file).to.include.keys('apiVersion', 'kind', 'metadata');
    expect(set.compose.services).to.include.keys('postgres', 'backend');
    expect(set.remoteNames).to.include.members(['feed', 'forum', 'spots', 'tournaments', 'advertiser']);
    expect(set.settings).to.include.members(['DATABASE_URL', 'WEB_CONCURRENCY', 'JOB_CONCURRENCY', 'METRICS_TOKEN']);
  });

  it('kustomize names the migrations Job after the backend tag: one Job per release (with kubectl, when it is here)', function () {
    if (spawnSync('kubectl', ['version', '--client'], { timeout: 10_000 }).status !== 0) this.skip();
    const jobNames = (tag: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'tightlines-kustomize-'));
      try {
        cpSync(k8sDir, dir, { recursive: true });
        const kustomization = parseYaml(join(dir, 'kustomization.yaml'))[0]!;
        kustomization.images.find((i: Doc) => i.name === BACKEND_IMAGE).newTag = tag;
        writeFileSync(join(dir, 'kustomization.yaml'), stringify(kustomization));
        const rendered = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
        expect(rendered.status, rendered.stderr).to.equal(0);
        return parseAllDocuments(rendered.stdout)
          .map((d) => d.toJS() as Doc)
          .filter((d) => d?.kind === 'Job')
          .map((d) => d.metadata.name);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    expect(jobNames('2.7.0')).to.deep.equal(['tightlines-migrate-2.7.0']);
    expect(jobNames('2.7.1')).to.deep.equal(['tightlines-migrate-2.7.1']);
  });

  for (const [name, check] of Object.entries(checks)) {
    describe(name, () => {
      it('holds for the set in deploy/', () => {
        expect(check(set)).to.deep.equal([]);
      });
      for (const { fault, plant, says } of planted[name as keyof typeof checks]) {
        it(`bites on a planted fault: ${fault}`, () => {
          const problems = check(mutated(set, plant));
          expect(
            problems.some((p) => says.test(p)),
            problems.join('\n') || 'no problem found',
          ).to.equal(true);
        });
      }
    });
  }
});
