import { Ajv, type ValidateFunction } from 'ajv';
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * Every manifest of deploy/kubernetes (the examples too) against its schema, as the API server would
 * check it on apply: Kubernetes' own kinds against the OpenAPI of Kubernetes 1.36, CloudNativePG's
 * (Cluster, Pooler, ScheduledBackup) and the Barman Cloud plugin's (ObjectStore) against their CRDs —
 * all made strict, so a misspelt field fails instead of being dropped. The schemas are vendored in
 * deploy/schemas (README there: sources and how to refresh them). A kind without a schema fails too.
 */
const root = join(import.meta.dirname, '..');
const k8sDir = join(root, 'deploy/kubernetes');
const OBJECT_META = 'kubernetes#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML and JSON schemas walked freely; a wrong path fails its check
type Doc = Record<string, any>;
interface Manifest {
  file: string;
  doc: Doc;
}

function loadValidators(): Map<string, ValidateFunction> {
  const kubernetes = JSON.parse(readFileSync(join(root, 'deploy/schemas/kubernetes.json'), 'utf8')) as {
    kinds: Record<string, string>;
    definitions: Doc;
  };
  const custom = JSON.parse(readFileSync(join(root, 'deploy/schemas/custom-resources.json'), 'utf8')) as { kinds: Record<string, Doc> };
  // strict: false — the upstream schemas use keywords Ajv's strict mode would question (e.g. `properties` without `type`).
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema({ $id: 'kubernetes', definitions: kubernetes.definitions });
  const validators = new Map<string, ValidateFunction>();
  for (const [kind, definition] of Object.entries(kubernetes.kinds))
    validators.set(kind, ajv.compile({ $ref: `kubernetes#/definitions/${definition}` }));
  for (const [kind, schema] of Object.entries(custom.kinds)) {
    // A CRD leaves metadata open (the API server checks it as ObjectMeta): checked as ObjectMeta here too.
    validators.set(kind, ajv.compile({ ...schema, properties: { ...schema.properties, metadata: { $ref: OBJECT_META } } }));
  }
  return validators;
}

function loadManifests(): Manifest[] {
  return readdirSync(k8sDir)
    .filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml')
    .sort()
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(k8sDir, file), 'utf8'))
        .map((d) => d.toJS() as Doc)
        .filter((doc) => doc !== null)
        .map((doc) => ({ file, doc })),
    );
}

/** What is wrong with each manifest, as `file: Kind name: /path message`. */
function schemaProblems(manifests: Manifest[], validators: Map<string, ValidateFunction>): string[] {
  const problems: string[] = [];
  for (const { file, doc } of manifests) {
    const kind = `${doc.apiVersion}/${doc.kind}`;
    const where = `${file}: ${doc.kind} ${doc.metadata?.name}`;
    const validate = validators.get(kind);
    if (!validate) {
      problems.push(`${where}: no schema for ${kind}`);
      continue;
    }
    if (validate(doc)) continue;
    for (const e of validate.errors ?? []) {
      const detail = e.keyword === 'additionalProperties' ? `unknown field ${e.params.additionalProperty}` : e.message;
      problems.push(`${where}: ${e.instancePath || '/'} ${detail}`);
    }
  }
  return problems;
}

describe('deploy: every Kubernetes manifest against its schema (CRDs included)', () => {
  let validators: Map<string, ValidateFunction>;
  let manifests: Manifest[];
  before(() => {
    validators = loadValidators();
    manifests = loadManifests();
  });

  it('has a schema for every kind of the set, custom resources included', () => {
    expect([...new Set(manifests.map((m) => `${m.doc.apiVersion}/${m.doc.kind}`))].filter((k) => !validators.has(k))).to.deep.equal([]);
    expect([...validators.keys()]).to.include.members([
      'postgresql.cnpg.io/v1/Cluster',
      'postgresql.cnpg.io/v1/Pooler',
      'postgresql.cnpg.io/v1/ScheduledBackup',
      'barmancloud.cnpg.io/v1/ObjectStore',
      'networking.k8s.io/v1/NetworkPolicy',
      'policy/v1/PodDisruptionBudget',
    ]);
  });

  it('every manifest in deploy/kubernetes matches its schema', () => {
    expect(schemaProblems(manifests, validators)).to.deep.equal([]);
  });

  const edit = (set: Manifest[], kind: string, name: string, change: (doc: Doc) => void): Manifest[] => {
    const copy = structuredClone(set);
    const found = copy.find((m) => m.doc.kind === kind && m.doc.metadata?.name === name);
    if (!found) throw new Error(`the planted fault needs ${kind} ${name}`);
    change(found.doc);
    return copy;
  };
  const planted: Array<{ fault: string; plant: (set: Manifest[]) => Manifest[]; says: RegExp }> = [
    {
      fault: 'a misspelt Deployment field',
      plant: (s) => edit(s, 'Deployment', 'tightlines-backend', (d) => (d.spec.replica = 3)),
      says: /Deployment tightlines-backend: \/spec unknown field replica/,
    },
    {
      fault: 'replicas as a string',
      plant: (s) => edit(s, 'Deployment', 'tightlines-shell', (d) => (d.spec.replicas = '2')),
      says: /\/spec\/replicas must be integer/,
    },
    {
      fault: 'a misspelt field deep in a container',
      plant: (s) =>
        edit(
          s,
          'Job',
          'tightlines-migrate-release',
          (d) => (d.spec.template.spec.containers[0].securityContext.readOnlyRootFileSystem = true),
        ),
      says: /unknown field readOnlyRootFileSystem/,
    },
    {
      fault: 'a NetworkPolicy port as a list',
      plant: (s) => edit(s, 'NetworkPolicy', 'pooler', (d) => (d.spec.ingress[0].ports[0].port = [5432])),
      says: /NetworkPolicy pooler: \/spec\/ingress\/0\/ports\/0\/port/,
    },
    {
      fault: "a Pooler's mode misspelt",
      plant: (s) => edit(s, 'Pooler', 'tightlines-db-pooler', (d) => (d.spec.pgbouncer.poolMode = 'sessions')),
      says: /Pooler tightlines-db-pooler: \/spec\/pgbouncer\/poolMode must be equal to one of the allowed values/,
    },
    {
      fault: 'a Cluster field of another operator',
      plant: (s) => edit(s, 'Cluster', 'tightlines-db', (d) => (d.spec.replicas = 2)),
      says: /Cluster tightlines-db: \/spec unknown field replicas/,
    },
    {
      fault: 'a ScheduledBackup method that does not exist',
      plant: (s) => edit(s, 'ScheduledBackup', 'tightlines-db-nightly', (d) => (d.spec.method = 'barman')),
      says: /\/spec\/method must be equal to one of the allowed values/,
    },
    {
      fault: 'an ObjectStore without its configuration',
      plant: (s) => edit(s, 'ObjectStore', 'tightlines-backups', (d) => delete d.spec.configuration),
      says: /ObjectStore tightlines-backups: \/spec must have required property 'configuration'/,
    },
    {
      fault: 'a label with a number value',
      plant: (s) => edit(s, 'Pooler', 'tightlines-db-pooler', (d) => (d.metadata.labels.tier = 2)),
      says: /\/metadata\/labels\/tier must be string/,
    },
    {
      fault: 'an API version that does not exist',
      plant: (s) => edit(s, 'PodDisruptionBudget', 'tightlines-backend', (d) => (d.apiVersion = 'policy/v1beta2')),
      says: /no schema for policy\/v1beta2\/PodDisruptionBudget/,
    },
  ];
  for (const { fault, plant, says } of planted) {
    it(`bites on a planted fault: ${fault}`, () => {
      const problems = schemaProblems(plant(manifests), validators);
      expect(
        problems.some((p) => says.test(p)),
        problems.join('\n') || 'no problem found',
      ).to.equal(true);
    });
  }
});
