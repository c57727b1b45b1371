/**
 * Whether NetworkPolicies let one endpoint reach another on a port, as Kubernetes decides it: a pod
 * selected by no policy of a direction is open in that direction; a selected one lets through only
 * what some selecting policy's rule allows; a connection needs the source's egress and the
 * destination's ingress. Endpoints are pods (namespace and labels) or addresses outside the cluster.
 */
type Labels = Record<string, string>;
interface LabelSelector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
interface Peer {
  ipBlock?: { cidr: string; except?: string[] };
  namespaceSelector?: LabelSelector;
  podSelector?: LabelSelector;
}
interface Rule {
  ports?: { protocol?: string; port?: number | string }[];
  from?: Peer[];
  to?: Peer[];
}
/** The fields of a NetworkPolicy that decide what it lets through. */
export interface NetworkPolicy {
  metadata?: { namespace?: string };
  spec?: { podSelector?: LabelSelector; policyTypes?: string[]; ingress?: Rule[]; egress?: Rule[] };
}

export type Endpoint = { namespace: string; labels: Labels } | { ip: string };
export interface Port {
  port: number;
  protocol?: 'TCP' | 'UDP';
}

function matches(selector: LabelSelector | undefined, labels: Labels): boolean {
  if (!selector) return true;
  const plain = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const expressions = (selector.matchExpressions ?? []).every((e) => {
    const has = e.key in labels;
    switch (e.operator) {
      case 'In':
        return has && (e.values ?? []).includes(labels[e.key]);
      case 'NotIn':
        return !has || !(e.values ?? []).includes(labels[e.key]);
      case 'Exists':
        return has;
      case 'DoesNotExist':
        return !has;
      default:
        throw new Error(`unknown selector operator ${e.operator}`);
    }
  });
  return plain && expressions;
}

const ipv4 = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipv4(ip) / size) === Math.floor(ipv4(base!) / size);
}

/** Whether a rule's peer (`from`/`to` entry) is the endpoint, for a policy in `namespace`. */
function peerMatches(peer: Peer, endpoint: Endpoint, namespace: string): boolean {
  if ('ip' in endpoint)
    return (
      !!peer.ipBlock && inCidr(endpoint.ip, peer.ipBlock.cidr) && !(peer.ipBlock.except ?? []).some((c: string) => inCidr(endpoint.ip, c))
    );
  if (peer.ipBlock) return false;
  const namespaceOk = peer.namespaceSelector
    ? matches(peer.namespaceSelector, { 'kubernetes.io/metadata.name': endpoint.namespace })
    : endpoint.namespace === namespace;
  return namespaceOk && matches(peer.podSelector, endpoint.labels);
}

function portMatches(rulePorts: Rule['ports'], port: Port): boolean {
  if (!rulePorts || rulePorts.length === 0) return true;
  return rulePorts.some((p) => (p.protocol ?? 'TCP') === (port.protocol ?? 'TCP') && (p.port === undefined || p.port === port.port));
}

function policyTypes(policy: NetworkPolicy): string[] {
  return policy.spec?.policyTypes ?? (policy.spec?.egress ? ['Ingress', 'Egress'] : ['Ingress']);
}

function allowedOneWay(
  policies: NetworkPolicy[],
  namespace: string,
  self: Endpoint,
  other: Endpoint,
  port: Port,
  direction: 'Ingress' | 'Egress',
): boolean {
  if ('ip' in self) return true;
  const selecting = policies.filter(
    (p) =>
      (p.metadata?.namespace ?? namespace) === self.namespace &&
      matches(p.spec?.podSelector, self.labels) &&
      policyTypes(p).includes(direction),
  );
  if (selecting.length === 0) return true;
  const rulesKey = direction === 'Ingress' ? 'ingress' : 'egress';
  const peersKey = direction === 'Ingress' ? 'from' : 'to';
  return selecting.some((p) =>
    (p.spec?.[rulesKey] ?? []).some(
      (rule) =>
        portMatches(rule.ports, port) && (!rule[peersKey] || rule[peersKey].some((peer) => peerMatches(peer, other, self.namespace))),
    ),
  );
}

/**
 * Whether `from` may open a connection to `to` on `port` under `policies`; a policy without a
 * namespace of its own is in `namespace` (where kustomize puts it).
 */
export function allowed(policies: NetworkPolicy[], namespace: string, from: Endpoint, to: Endpoint, port: Port): boolean {
  return allowedOneWay(policies, namespace, from, to, port, 'Egress') && allowedOneWay(policies, namespace, to, from, port, 'Ingress');
}
