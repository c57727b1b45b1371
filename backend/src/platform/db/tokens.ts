/**
 * The EntityManager repositories use. It is bound to MikroORM's global EntityManager on purpose:
 * every call on it delegates to the request's own fork (RequestContext, opened per request by the
 * HTTP app) or to the surrounding `em.transactional` — so singleton repositories are request-scoped
 * in effect, and `allowGlobalContext: false` makes any use outside a request fail loudly.
 */
export const EntityManagerToken = Symbol.for('platform.EntityManager');
