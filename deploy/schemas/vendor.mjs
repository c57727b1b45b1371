// Writes the JSON schemas test/manifest-schemas.test.ts checks deploy/kubernetes against, from the
// upstream sources (deploy/schemas/README.md says which, and how to refresh them):
//
//   node deploy/schemas/vendor.mjs <kubernetes swagger.json> <CRD.yaml>...
//
// Both become strict JSON schemas, as kubeconform's "strict" schemas are: every object that lists
// its properties refuses others (a misspelt field is an error, not silently dropped), int-or-string
// and quantities accept both forms, `nullable` becomes a null type. Descriptions, formats and the
// Kubernetes extensions are left out (the checks do not need them; the files stay small). Only the
// kinds the deploy set uses, with the definitions they reach, are kept.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** Kubernetes kinds of the deploy set: `apiVersion/kind` → OpenAPI definition. */
export const KUBERNETES_KINDS = {
  'v1/Namespace': 'io.k8s.api.core.v1.Namespace',
  'v1/ConfigMap': 'io.k8s.api.core.v1.ConfigMap',
  'v1/Secret': 'io.k8s.api.core.v1.Secret',
  'v1/Service': 'io.k8s.api.core.v1.Service',
  'apps/v1/Deployment': 'io.k8s.api.apps.v1.Deployment',
  'batch/v1/Job': 'io.k8s.api.batch.v1.Job',
  'autoscaling/v2/HorizontalPodAutoscaler': 'io.k8s.api.autoscaling.v2.HorizontalPodAutoscaler',
  'policy/v1/PodDisruptionBudget': 'io.k8s.api.policy.v1.PodDisruptionBudget',
  'networking.k8s.io/v1/Ingress': 'io.k8s.api.networking.v1.Ingress',
  'networking.k8s.io/v1/NetworkPolicy': 'io.k8s.api.networking.v1.NetworkPolicy',
};

const here = import.meta.dirname;
const DROPPED = new Set([
  'description',
  'format',
  'title',
  'example',
  'x-kubernetes-group-version-kind',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-list-type',
  'x-kubernetes-map-type',
  'x-kubernetes-patch-merge-key',
  'x-kubernetes-patch-strategy',
  'x-kubernetes-validations',
  'x-kubernetes-unions',
  'x-kubernetes-embedded-resource',
]);

/** One schema node made strict and plain JSON Schema (draft-07 keywords Ajv knows). */
function strict(node) {
  if (Array.isArray(node)) return node.map(strict);
  if (!node || typeof node !== 'object') return node;
  if (node.format === 'int-or-string' || node['x-kubernetes-int-or-string']) return { anyOf: [{ type: 'integer' }, { type: 'string' }] };
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key) || key === 'x-kubernetes-int-or-string' || key === 'nullable') continue;
    if (key === 'x-kubernetes-preserve-unknown-fields') continue;
    // `properties` and `definitions` map names to schemas: each value is a schema, the keys are not keywords.
    out[key] =
      key === 'properties' || key === 'definitions' || key === 'patternProperties'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strict(v)]))
        : strict(value);
  }
  if (node.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (out.properties && out.additionalProperties === undefined && !node['x-kubernetes-preserve-unknown-fields'])
    out.additionalProperties = false;
  return out;
}

/** Definitions a definition reaches through `$ref`, itself included. */
function reachable(definitions, roots) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const walk = (node) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        if (typeof node.$ref === 'string') visit(node.$ref.replace('#/definitions/', ''));
        Object.values(node).forEach(walk);
      }
    };
    walk(definitions[name]);
  };
  roots.forEach(visit);
  return [...seen].sort();
}

function kubernetes(swaggerFile) {
  const swagger = JSON.parse(readFileSync(swaggerFile, 'utf8'));
  const names = reachable(swagger.definitions, Object.values(KUBERNETES_KINDS));
  // OpenAPI v2 of Kubernetes writes quantities as strings with a format; manifests write numbers too.
  const quantity = { anyOf: [{ type: 'string' }, { type: 'number' }] };
  const definitions = Object.fromEntries(
    names.map((name) => [name, name === 'io.k8s.apimachinery.pkg.api.resource.Quantity' ? quantity : strict(swagger.definitions[name])]),
  );
  return { kinds: KUBERNETES_KINDS, definitions };
}

function customResources(crdFiles) {
  const kinds = {};
  for (const file of crdFiles) {
    for (const doc of parseAllDocuments(readFileSync(file, 'utf8')).map((d) => d.toJS())) {
      if (doc?.kind !== 'CustomResourceDefinition') continue;
      for (const version of doc.spec.versions.filter((v) => v.served)) {
        kinds[`${doc.spec.group}/${version.name}/${doc.spec.names.kind}`] = strict(version.schema.openAPIV3Schema);
      }
    }
  }
  return { kinds };
}

const [swaggerFile, ...crdFiles] = process.argv.slice(2);
if (!swaggerFile || crdFiles.length === 0) {
  console.error('usage: node deploy/schemas/vendor.mjs <kubernetes swagger.json> <CRD.yaml>...');
  process.exit(2);
}
// One-space indents: a refresh reads as a diff.
const write = (name, value) => writeFileSync(path.join(here, name), `${JSON.stringify(value, null, 1)}\n`);
write('kubernetes.json', kubernetes(swaggerFile));
write('custom-resources.json', customResources(crdFiles));
