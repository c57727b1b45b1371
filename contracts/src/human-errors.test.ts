import { expect } from 'chai';
import { z } from './z.ts';
import { allRoutes } from './route-table.ts';
import type { RouteDef } from './route.ts';

/** zod's own wording, which must never reach an angler. */
const ZOD_WORDING =
  /^(Too (small|big)|Invalid (input|option|string|number|email|URL|key|element|type)|Expected|Unrecognized key|Required)|expected [a-z]+ to be|received [a-z]/;

type JsonSchema = {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  multipleOf?: number;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
};

/** Values just outside a field's limits, and of the wrong kind. */
function violations(field: JsonSchema): unknown[] {
  const found: unknown[] = [{ wrong: 'kind' }];
  const types = [field.type ?? field.anyOf?.map((a) => a.type)].flat();
  if (types.includes('number') || types.includes('integer')) {
    if (field.minimum !== undefined) found.push(field.minimum - 1);
    if (field.exclusiveMinimum !== undefined) found.push(field.exclusiveMinimum);
    if (field.maximum !== undefined) found.push(field.maximum + 1);
    if (field.exclusiveMaximum !== undefined) found.push(field.exclusiveMaximum);
    if (field.multipleOf !== undefined || types.includes('integer')) found.push((field.minimum ?? 0) + 1.0001);
    found.push('twelve');
  }
  if (types.includes('string')) {
    if (field.minLength !== undefined && field.minLength > 0) found.push('x'.repeat(field.minLength - 1));
    if (field.maxLength !== undefined) found.push('x'.repeat(field.maxLength + 1));
    if (field.format || field.enum) found.push('not it');
    found.push(42);
  }
  if (types.includes('array')) {
    if (field.minItems) found.push([]);
    if (field.maxItems !== undefined) found.push(Array.from({ length: field.maxItems + 1 }, () => 'x'));
  }
  return found;
}

/** Every object a route takes (its body and its query), as JSON Schema, with the zod schema that checks it. */
function objectsOf(route: RouteDef): { name: string; schema: z.ZodType; json: JsonSchema }[] {
  const parts = [
    ['body', route.body],
    ['query', route.query],
  ] as const;
  return parts.flatMap(([part, schema]) => {
    if (!schema) return [];
    try {
      const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      return json.properties ? [{ name: `${route.method} ${route.path} ${part}`, schema: schema as z.ZodType, json }] : [];
    } catch {
      return [];
    }
  });
}

describe('contracts: every field error speaks the angler’s language', () => {
  it('walks every route’s fields past their limits and finds none of zod’s own wording', () => {
    const heard: string[] = [];
    let tried = 0;
    for (const route of allRoutes()) {
      for (const { name, schema, json } of objectsOf(route)) {
        for (const [field, fieldSchema] of Object.entries(json.properties ?? {})) {
          for (const value of violations(fieldSchema)) {
            const result = schema.safeParse({ [field]: value });
            tried += 1;
            for (const issue of result.error?.issues ?? []) {
              if (ZOD_WORDING.test(issue.message))
                heard.push(`${name} ${issue.path.join('.')} = ${JSON.stringify(value)}: ${issue.message}`);
            }
          }
        }
      }
    }
    expect(tried, 'the walk reached the contracts').to.be.greaterThan(200);
    expect(heard).to.deep.equal([]);
  });

  it('says limits as a person would', () => {
    const trip = z.object({ temperature: z.number().min(-60).max(60), notes: z.string().max(500), title: z.string().min(3) });
    const messages = (input: unknown) => trip.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ temperature: -61, notes: '', title: 'Bass' })).to.deep.equal(['Must be -60 or more']);
    expect(messages({ temperature: 61, notes: 'x'.repeat(501), title: 'ok' })).to.deep.equal([
      'Must be 60 or less',
      'Keep it to 500 characters or fewer',
      'Use at least 3 characters',
    ]);
    expect(messages({ notes: 'x', title: 'Bass' })).to.deep.equal(['This is required']);
    expect(z.number().multipleOf(0.01).safeParse(1.234).error?.issues[0]?.message).to.equal('Use at most 2 decimal places');
    expect(z.email().safeParse('bob').error?.issues[0]?.message).to.equal('Enter an email address like name@example.com');
    expect(z.enum(['bait', 'lure']).safeParse('net').error?.issues[0]?.message).to.equal('Choose one of: bait, lure');
  });

  it('keeps a schema’s own message', () => {
    expect(z.number().min(0.01, 'Weight must be greater than 0').safeParse(0).error?.issues[0]?.message).to.equal(
      'Weight must be greater than 0',
    );
  });
});
