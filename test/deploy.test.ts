import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import type { Context } from 'koa';
import { parseAllDocuments } from 'yaml';
import { allRoutes } from '@tightlines/contracts';
import { EnvSchema } from '../backend/src/platform/config/config.ts';
import { securityHeaders } from '../backend/src/platform/http/security-headers.ts';

/**
 * The deploy set (deploy/kubernetes, deploy/compose.yaml, the Dockerfiles) holds together: every
 * reference between manifests resolves, every setting handed to the backend is one the app reads and
 * the README documents, probes ask what the app serves, the migrations Job runs the migrations entry
 * point (compiled to JavaScript in the image), and the images install every workspace. No cluster here: the files are read, not applied.
 * Each check is a function of a loaded set, and a broken copy of the set shows that it bites.
 */
const root = join(import.meta.dirname, '..');
const k8sDir = join(root, 'deploy/kubernetes');

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
  const yamlFiles = readdirSync(k8sDir).filter((f) => /\.ya?ml$/.test(f)).sort();
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
      { file: 'deploy/static/nginx.conf', text: read('deploy/static/nginx.conf'), backendHeaders: await backendPageHeaders('http://localhost:8080') },
    ],
    migrateSource: existsSync(join(root, 'backend/src/migrate.ts')) ? read('backend/src/migrate.ts') : '',
    serverSource: read('backend/src/server.ts'),
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
  workloads(set).flatMap((w) => containersOf(w).filter((c) => imageOf(c) === BACKEND_IMAGE).map((c) => ({ w, c })));
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
    for (const e of c.env ?? []) found.push({ name: e.name, from: where(w) });
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
    if (!selects(d.doc.spec?.selector?.matchLabels, podLabels(d))) problems.push(`${where(d)}: its selector does not match its own pod labels`);
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
        const portOk = svc.port?.name ? ports.some((x: Doc) => x.name === svc.port.name) : ports.some((x: Doc) => x.port === svc.port?.number);
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
    else if (routes.get(path) !== image) problems.push(`the Ingress sends ${path} to pods of ${routes.get(path) || 'nothing'}, not ${image}`);
  }
  return problems;
}

function scalingProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const hpa of ofKind(set, 'HorizontalPodAutoscaler')) {
    const ref = hpa.doc.spec?.scaleTargetRef ?? {};
    if (hpa.doc.apiVersion !== 'autoscaling/v2') problems.push(`${where(hpa)}: apiVersion is not autoscaling/v2`);
    if (ref.kind !== 'Deployment' || !named(set, 'Deployment', ref.name)) problems.push(`${where(hpa)}: targets ${ref.kind} ${ref.name}, not a Deployment of the set`);
    if ((hpa.doc.spec?.minReplicas ?? 1) < 2) problems.push(`${where(hpa)}: minReplicas below 2`);
    if (!(hpa.doc.spec?.metrics ?? []).some((m: Doc) => m.resource?.name === 'cpu')) problems.push(`${where(hpa)}: no CPU metric`);
  }
  for (const pdb of ofKind(set, 'PodDisruptionBudget')) {
    if (deploymentsSelectedBy(set, pdb.doc.spec?.selector?.matchLabels).length === 0) problems.push(`${where(pdb)}: selects no Deployment's pods`);
  }
  const backend = ofKind(set, 'Deployment').filter((d) => containersOf(d).some((c) => imageOf(c) === BACKEND_IMAGE));
  if (backend.length !== 1) problems.push(`${backend.length} backend Deployments (wants one)`);
  for (const d of backend) {
    const name = d.doc.metadata?.name;
    if ((d.doc.spec?.replicas ?? 1) < 2) problems.push(`${where(d)}: fewer than 2 replicas`);
    if (!ofKind(set, 'HorizontalPodAutoscaler').some((h) => h.doc.spec?.scaleTargetRef?.name === name)) problems.push(`${where(d)}: no HorizontalPodAutoscaler`);
    if (!ofKind(set, 'PodDisruptionBudget').some((p) => selects(p.doc.spec?.selector?.matchLabels, podLabels(d)))) problems.push(`${where(d)}: no PodDisruptionBudget`);
  }
  return problems;
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
        if (typeof probe.port === 'string' && !portNames.includes(probe.port)) problems.push(`${where(d)}: ${kind} on port ${probe.port}, not a container port`);
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
        if (source.configMapRef && !configMapKeys(set, source.configMapRef.name)) problems.push(`${where(w)}: envFrom ConfigMap ${source.configMapRef.name}, which is not defined`);
        if (source.secretRef && !secretKeys(set, source.secretRef.name)) problems.push(`${where(w)}: envFrom Secret ${source.secretRef.name}, which is not defined`);
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
    const db = (c.env ?? []).find((e: Doc) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef;
    if (!db || !clusters.some((k) => `${k.doc.metadata?.name}-app` === db.name) || db.key !== 'uri') {
      problems.push(`${where(w)}: DATABASE_URL does not come from the Cluster's <cluster>-app Secret, key uri`);
    }
  }
  for (const s of ofKind(set, 'Secret')) {
    for (const [key, value] of Object.entries({ ...s.doc.data, ...s.doc.stringData })) {
      if (!/\.example\.ya?ml$/.test(s.file)) problems.push(`${where(s)}: a Secret with values outside an example file`);
      else if (!String(value).includes('REPLACE-ME')) problems.push(`${where(s)}: ${key} is not a placeholder`);
    }
  }
  return problems;
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
  for (const name of settings) if (!documented.has(name)) problems.push(`README: the setting ${name} has no row in the Configuration table`);
  return problems;
}

function migrationProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  const jobs = ofKind(set, 'Job').filter((j) => containersOf(j).some((c) => imageOf(c) === BACKEND_IMAGE));
  if (jobs.length === 0) problems.push('no migrations Job runs the backend image');
  for (const j of jobs) {
    // The image holds the backend compiled to JavaScript (deploy/backend/build.mjs): migrate.ts is migrate.js there.
    if (!containersOf(j).some((c) => /^node (.+ )?backend\/src\/migrate\.js$/.test(commandOf(c)))) problems.push(`${where(j)}: does not run backend/src/migrate.js (the compiled migrate.ts) with node`);
  }
  if (!set.migrateSource) problems.push('backend/src/migrate.ts does not exist');
  if (!/\bsrc\/migrate\.ts\b/.test(set.backendScripts.migrate ?? '')) problems.push('backend/package.json: no `migrate` script running src/migrate.ts');
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

/** Pages served by nginx carry the CSP and the other headers the backend would send with them. */
function pageHeaderProblems(set: DeploySet): string[] {
  const problems: string[] = [];
  for (const { file, text, backendHeaders } of set.pageConfs) {
    const csp = /map \$uri \$tightlines_csp \{\s*default "([^"]*)";/.exec(text)?.[1];
    if (csp !== backendHeaders['content-security-policy']) problems.push(`${file}: the pages' Content-Security-Policy differs from the backend's`);
    const pages = text.match(/add_header Content-Security-Policy \$tightlines_csp always;/g)?.length ?? 0;
    if (pages < 2) problems.push(`${file}: the CSP is sent with ${pages} of the 2 kinds of page (the shell's, a remote's own)`);
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
    else if (size !== '0' && bytesOf(size) < bytes) problems.push(`${where(ing)}: proxy-body-size ${size} is below the ${bytes} bytes ${route} accepts`);
  }
  const composeProxy = set.pageConfs.find((c) => c.file === 'deploy/static/nginx.conf')?.text ?? '';
  const size = /client_max_body_size (\S+);/.exec(composeProxy)?.[1];
  if (!size || bytesOf(size) < bytes) problems.push(`deploy/static/nginx.conf: client_max_body_size ${size ?? '(1m)'} is below the ${bytes} bytes ${route} accepts`);
  return problems;
}

const checks = {
  'the kustomization lists every manifest (examples excepted) and names every image': kustomizationProblems,
  'every Service selects exactly one Deployment and targets its ports': serviceProblems,
  'every Ingress path reaches an existing Service and port, and the right pods': ingressProblems,
  'the HPA and PDB target the backend Deployment, which has at least two replicas': scalingProblems,
  'the backend pods: one process, draining, resources, non-root and read-only': backendPodProblems,
  'probes and health checks ask paths the app and the static hosts serve': probeProblems,
  'every ConfigMap and Secret reference resolves; DATABASE_URL from the Cluster; no real secrets': referenceProblems,
  "every variable set for the backend is a setting the app reads and the README's table documents": settingProblems,
  'the migrations Job runs backend/src/migrate.js, compiled from migrate.ts, which applies what a starting server applies': migrationProblems,
  "the Dockerfiles copy every workspace's package.json": dockerfileProblems,
  'pages served by nginx carry the security headers the backend sends': pageHeaderProblems,
  'the proxies let through every body the app accepts': bodySizeProblems,
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
    { fault: 'a manifest left out', plant: (s) => s.kustomization.resources.splice(s.kustomization.resources.indexOf('backend-pdb.yaml'), 1), says: /backend-pdb\.yaml is not listed/ },
    { fault: 'the example Secrets applied', plant: (s) => s.kustomization.resources.push('secret.example.yaml'), says: /must not be applied/ },
  ],
  'every Service selects exactly one Deployment and targets its ports': [
    { fault: 'a Service selecting a misspelt component', plant: (s) => (doc(s, 'Service', 'tightlines-backend').spec.selector['app.kubernetes.io/component'] = 'backnd'), says: /selector matches 0 Deployments/ },
    { fault: 'a Service targeting a port the pods lack', plant: (s) => (doc(s, 'Service', 'tightlines-remote-feed').spec.ports[0].targetPort = 'web'), says: /targetPort web/ },
  ],
  'every Ingress path reaches an existing Service and port, and the right pods': [
    { fault: 'an Ingress path to a Service that does not exist', plant: (s) => (doc(s, 'Ingress', 'tightlines').spec.rules[0].http.paths[0].backend.service.name = 'tightlines-api'), says: /Service tightlines-api, which is not defined/ },
    { fault: 'an Ingress path to a port the Service lacks', plant: (s) => (doc(s, 'Ingress', 'tightlines').spec.rules[0].http.paths[0].backend.service.port = { number: 3000 }), says: /names port/ },
    { fault: 'a remote served by another remote', plant: (s) => {
      const path = doc(s, 'Ingress', 'tightlines').spec.rules[0].http.paths.find((p: Doc) => p.path === '/remotes/spots');
      path.backend.service.name = 'tightlines-remote-forum';
    }, says: /sends \/remotes\/spots to pods of tightlines\/remote-forum/ },
  ],
  'the HPA and PDB target the backend Deployment, which has at least two replicas': [
    { fault: 'an HPA scaling a Deployment that does not exist', plant: (s) => (doc(s, 'HorizontalPodAutoscaler', 'tightlines-backend').spec.scaleTargetRef.name = 'backend'), says: /targets Deployment backend/ },
    { fault: 'a PDB selecting no pods', plant: (s) => (doc(s, 'PodDisruptionBudget', 'tightlines-backend').spec.selector.matchLabels['app.kubernetes.io/component'] = 'api'), says: /selects no Deployment/ },
    { fault: 'a single backend replica', plant: (s) => (doc(s, 'Deployment', 'tightlines-backend').spec.replicas = 1), says: /fewer than 2 replicas/ },
  ],
  'the backend pods: one process, draining, resources, non-root and read-only': [
    { fault: 'one process per core in a pod', plant: (s) => (backendContainer(s).env = backendContainer(s).env.filter((e: Doc) => e.name !== 'WEB_CONCURRENCY')), says: /WEB_CONCURRENCY/ },
    { fault: 'no time to drain', plant: (s) => (doc(s, 'Deployment', 'tightlines-backend').spec.template.spec.terminationGracePeriodSeconds = 5), says: /terminationGracePeriodSeconds/ },
    { fault: 'a writable root', plant: (s) => (backendContainer(s).securityContext.readOnlyRootFilesystem = false), says: /writable/ },
  ],
  'probes and health checks ask paths the app and the static hosts serve': [
    { fault: 'a readiness probe on a path the app does not serve', plant: (s) => (backendContainer(s).readinessProbe.httpGet.path = '/health/readiness'), says: /readinessProbe asks \/health\/readiness/ },
    { fault: 'a static probe on a path nginx does not serve', plant: (s) => (doc(s, 'Deployment', 'tightlines-shell').spec.template.spec.containers[0].livenessProbe.httpGet.path = '/status'), says: /app\.conf does not serve/ },
    { fault: "compose's old health path", plant: (s) => (s.compose.services.backend.healthcheck.test = ['CMD', 'curl', 'http://127.0.0.1:3000/healthz']), says: /compose\.yaml/ },
  ],
  'every ConfigMap and Secret reference resolves; DATABASE_URL from the Cluster; no real secrets': [
    { fault: 'envFrom a misspelt Secret', plant: (s) => (backendContainer(s).envFrom.find((e: Doc) => e.secretRef).secretRef.name = 'tightlines-secret'), says: /envFrom Secret tightlines-secret,/ },
    { fault: 'a database Cluster without a replica', plant: (s) => (doc(s, 'Cluster', 'tightlines-db').spec.instances = 1), says: /no replica/ },
    { fault: 'a renamed database Cluster', plant: (s) => (doc(s, 'Cluster', 'tightlines-db').metadata.name = 'postgres'), says: /tightlines-db-app, which is neither defined nor made by a Cluster/ },
    { fault: 'a ConfigMap key that does not exist', plant: (s) => (doc(s, 'Job', 'tightlines-migrate').spec.template.spec.containers[0].env.find((e: Doc) => e.valueFrom?.configMapKeyRef).valueFrom.configMapKeyRef.key = 'LOGLEVEL'), says: /key LOGLEVEL/ },
    { fault: 'a real-looking secret in the example', plant: (s) => (doc(s, 'Secret', 'tightlines-secrets').stringData.SESSION_SECRET = 'kq3v9x0…a-real-one-of-48-characters-long-abcdef'), says: /SESSION_SECRET is not a placeholder/ },
  ],
  "every variable set for the backend is a setting the app reads and the README's table documents": [
    { fault: 'a misspelt variable in the ConfigMap', plant: (s) => (doc(s, 'ConfigMap', 'tightlines-config').data.JOBS_CONCURRENCY = '4'), says: /JOBS_CONCURRENCY is not a setting the app reads/ },
    { fault: 'a variable the app does not read in compose', plant: (s) => (s.compose.services.backend.environment.REDIS_URL = 'redis://cache'), says: /compose\.yaml: backend: REDIS_URL/ },
    { fault: 'a setting missing from the README table', plant: (s) => (s.readme = s.readme.replace(/^\| `JOB_CONCURRENCY`.*\n/m, '')), says: /JOB_CONCURRENCY is not in the README's Configuration table/ },
  ],
  'the migrations Job runs backend/src/migrate.js, compiled from migrate.ts, which applies what a starting server applies': [
    { fault: 'the Job starting the server instead', plant: (s) => (doc(s, 'Job', 'tightlines-migrate').spec.template.spec.containers[0].command = ['node', 'backend/src/main.js']), says: /does not run backend\/src\/migrate\.js/ },
    { fault: 'the Job running TypeScript the image does not hold', plant: (s) => (doc(s, 'Job', 'tightlines-migrate').spec.template.spec.containers[0].command = ['node', '--import', 'tsx', 'backend/src/migrate.ts']), says: /does not run backend\/src\/migrate\.js/ },
    { fault: "migrate.ts forgetting the modules' migrations", plant: (s) => (s.migrateSource = s.migrateSource.replace(/, \.\.\.modules\.flatMap\(\(m\) => m\.migrations\)/, '')), says: /does not apply the migrations server\.ts applies/ },
  ],
  "the Dockerfiles copy every workspace's package.json": [
    { fault: 'a new workspace the Dockerfile does not know', plant: (s) => (s.dockerfiles[0]!.text = s.dockerfiles[0]!.text.replace(/^COPY reference\/package\.json.*\n/m, '')), says: /deploy\/Dockerfile: the build stage does not COPY reference\/package\.json/ },
  ],
  'the proxies let through every body the app accepts': [
    { fault: "ingress-nginx's default body limit", plant: (s) => delete doc(s, 'Ingress', 'tightlines').metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size'], says: /no proxy-body-size/ },
    { fault: 'a route accepting more than the Ingress passes', plant: (s) => (s.largestBody = { bytes: 100 * 1024 ** 2, route: 'POST /api/media' }), says: /proxy-body-size 64m is below/ },
  ],
  'pages served by nginx carry the security headers the backend sends': [
    { fault: 'the backend allowing one more script source', plant: (s) => (s.pageConfs[0]!.backendHeaders['content-security-policy'] += ' https://cdn.example.net'), says: /app\.conf: the pages' Content-Security-Policy differs/ },
    { fault: "a remote's page without the CSP", plant: (s) => (s.pageConfs[1]!.text = s.pageConfs[1]!.text.replace(/add_header Content-Security-Policy \$tightlines_csp always;/, '')), says: /nginx\.conf: the CSP is sent with 1 of the 2/ },
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

  for (const [name, check] of Object.entries(checks)) {
    describe(name, () => {
      it('holds for the set in deploy/', () => {
        expect(check(set)).to.deep.equal([]);
      });
      for (const { fault, plant, says } of planted[name as keyof typeof checks]) {
        it(`bites on a planted fault: ${fault}`, () => {
          const problems = check(mutated(set, plant));
          expect(problems.some((p) => says.test(p)), problems.join('\n') || 'no problem found').to.equal(true);
        });
      }
    });
  }
});
