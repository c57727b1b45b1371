import { z } from './z.ts';

type Json = Record<string, unknown>;

const DEFS = '#/$defs/';
const COMPONENTS = '#/components/schemas/';

/** Points every `#/$defs/X` reference zod wrote at the document's `#/components/schemas/X`. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith(DEFS) ? COMPONENTS + item.slice(DEFS.length) : toComponentRefs(item),
    ]),
  );
}

/**
 * The document's JSON Schemas, with every schema a contract names (`.meta({ id: 'Species' })`) written
 * once under `components.schemas` and referenced everywhere it is used. A named schema must read the
 * same as a request and as an answer: one name, one shape (it throws otherwise, so a clash is fixed in
 * the contract, not hidden in the document).
 */
export class SchemaComponents {
  readonly schemas: Record<string, Json> = {};

  of(schema: z.ZodType, io: 'input' | 'output'): Json {
    const {
      $schema: _dialect,
      $defs,
      ...rest
    } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json & {
      $defs?: Record<string, Json>;
    };
    for (const [id, def] of Object.entries($defs ?? {})) {
      const named = toComponentRefs(def) as Json;
      const known = this.schemas[id];
      if (known && JSON.stringify(known) !== JSON.stringify(named)) {
        throw new Error(
          `The schema named '${id}' converts two ways (as a request and as an answer, or two schemas share the name): name them apart`,
        );
      }
      this.schemas[id] = named;
    }
    return toComponentRefs(rest) as Json;
  }
}
