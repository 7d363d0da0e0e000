import type { Endpoint } from '@plaza/contract';
import { schemaShape } from '@plaza/contract/testing';
import { z } from 'zod';
import { multipartFields, malformedMultipart, type RawBody } from './multipart.js';
import type { Random } from './random.js';
import { fieldsWithSamples, sampleObject, withValueAt, type Location, type SampleSource } from './samples.js';
import { ANY, INVALID, REFUSED, jsonBadValues, urlBadValues, type Expectation } from './values.js';

/** One request of the fuzz: an endpoint called with one thing wrong. */
export interface HttpCase {
  name: string;
  expect: Expectation;
  essential: boolean;
  params: Record<string, unknown>;
  query: Record<string, unknown> | null;
  body: { json: unknown } | RawBody | null;
  headers?: Record<string, string>;
}

/** The valid input every case starts from; `missing` names the parts no valid value was found for. */
export interface Baseline {
  params: Record<string, unknown>;
  query: Record<string, unknown> | null;
  body: Record<string, unknown> | null;
  missing: string[];
}

export function baselineOf(endpoint: Endpoint, source: SampleSource): Baseline {
  const missing: string[] = [];
  const part = (location: Location, schema: Endpoint['params']) => {
    if (!schema) return null;
    const value = sampleObject(schema, location, source);
    if (value === undefined) missing.push(location);
    return value ?? {};
  };
  const body = endpoint.bodyType === 'multipart' ? null : part('body', endpoint.body);
  const multipartBody = endpoint.bodyType === 'multipart' && endpoint.body ? part('body', fileless(endpoint)) : null;
  return {
    params: part('params', endpoint.params) ?? {},
    query: part('query', endpoint.query),
    body: body ?? multipartBody,
    missing,
  };
}

/** The multipart field that carries an upload's file. */
export function fileFieldOf(endpoint: Endpoint): string | undefined {
  const fields = endpoint.body ? (schemaShape(endpoint.body).shape ?? {}) : {};
  return Object.entries(fields).find(([, field]) => schemaShape(field).kind === 'file')?.[0];
}

/** A multipart endpoint's text fields (its file is sent as a part of its own). */
function fileless(endpoint: Endpoint): z.ZodType {
  const fileField = fileFieldOf(endpoint);
  const body = endpoint.body!;
  return fileField && body instanceof z.ZodObject ? body.omit({ [fileField]: true } as never) : body;
}

const MALFORMED_JSON = ['{', '{"a":', 'nul', '[1,]', '{"a":1}}', `${'['.repeat(5_000)}1`];

/** Whole-body cases of a JSON endpoint: broken JSON, other content types, bodies of the wrong shape. */
function bodyCases(
  baseline: Record<string, unknown> | null,
  hasBodySchema: boolean,
): Omit<HttpCase, 'params' | 'query'>[] {
  const raw = (name: string, contentType: string | null, text: string, expect: Expectation, essential = false) => ({
    name,
    expect,
    essential,
    body: { contentType, raw: text },
  });
  const cases = [
    ...MALFORMED_JSON.map((text, i) =>
      raw(`malformed JSON ${text.slice(0, 12)}`, 'application/json', text, INVALID, i === 0),
    ),
    raw('text/plain', 'text/plain', 'hello', REFUSED, true),
    raw('form urlencoded', 'application/x-www-form-urlencoded', 'a=b', REFUSED),
    raw('multipart to a JSON call', 'multipart/form-data; boundary=x', '--x--\r\n', REFUSED),
    raw('no content type', null, '{}', REFUSED),
  ];
  if (!hasBodySchema) return cases;
  cases.push(raw('deeply nested', 'application/json', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, INVALID));
  const json = (name: string, value: unknown, expect: Expectation = ANY) => ({
    name,
    expect,
    essential: false,
    body: { json: value },
  });
  const base = baseline ?? {};
  return [
    ...cases,
    json('JSON null', null),
    json('JSON list', []),
    json('JSON text', 'x'),
    json('JSON number', 1),
    json('proto key', withValueAt(base, ['__proto__'], { polluted: true })),
    json('constructor key', withValueAt(base, ['constructor'], { prototype: { polluted: true } })),
    raw('duplicate keys', 'application/json', `{"a":1,${JSON.stringify(base).slice(1)}`.replace('{,', '{'), ANY),
  ];
}

/** Every case for one endpoint, the essential ones first, then others in a seeded order, up to `cap`. */
export function httpCases(
  endpoint: Endpoint,
  baseline: Baseline,
  source: SampleSource,
  random: Random,
  cap: number,
): HttpCase[] {
  const cases: HttpCase[] = [];
  const base = {
    params: baseline.params,
    query: baseline.query,
    body: baseline.body === null ? null : { json: baseline.body },
  };
  const add = (c: Omit<HttpCase, 'params' | 'query' | 'body'> & Partial<HttpCase>) => cases.push({ ...base, ...c });

  for (const [location, schema] of [
    ['params', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const root = location === 'params' ? baseline.params : (baseline.query ?? {});
    for (const field of fieldsWithSamples(schema, location, root, source)) {
      if (field.path.length !== 1) continue;
      for (const bad of urlBadValues(field.kind, field.sample, field.format)) {
        add({
          name: `${location}.${field.path.join('.')}: ${bad.name}`,
          expect: bad.expect,
          essential: bad.essential ?? false,
          [location]: withValueAt(root, field.path, bad.value),
        });
      }
      if (location === 'query') {
        add({
          name: `query.${field.path.join('.')}: repeated`,
          expect: INVALID,
          essential: false,
          query: withValueAt(root, field.path, [field.sample ?? 'x', field.sample ?? 'x']) as Record<string, unknown>,
        });
      }
    }
    if (location === 'query') {
      const query = withValueAt(withValueAt(root, ['__proto__'], 'x'), ['constructor'], 'y') as Record<string, unknown>;
      add({ name: 'query: proto keys', expect: ANY, essential: false, query });
    }
  }

  if (endpoint.bodyType === 'multipart') {
    const fileField = fileFieldOf(endpoint) ?? 'file';
    for (const m of malformedMultipart(fileField)) {
      add({ name: `multipart: ${m.name}`, expect: m.expect, essential: m.essential ?? false, body: m.body });
    }
    if (baseline.body && Object.keys(baseline.body).length > 0) {
      for (const field of fieldsWithSamples(fileless(endpoint), 'body', baseline.body, source)) {
        for (const bad of urlBadValues(field.kind, field.sample, field.format)) {
          if (typeof bad.value !== 'string' || bad.name === 'invalid UTF-8') continue;
          add({
            name: `multipart field ${field.path.join('.')}: ${bad.name}`,
            expect: bad.expect.refuse ? bad.expect : REFUSED,
            essential: bad.essential ?? false,
            body: multipartFields(
              withValueAt(baseline.body, field.path, bad.value) as Record<string, unknown>,
              fileField,
            ),
          });
        }
      }
    }
  } else if (endpoint.method !== 'GET') {
    for (const c of bodyCases(baseline.body, endpoint.body !== undefined)) add(c);
    if (endpoint.body) {
      for (const field of fieldsWithSamples(endpoint.body, 'body', baseline.body ?? {}, source)) {
        for (const bad of jsonBadValues(field.kind, field.sample, field.format)) {
          add({
            name: `body.${field.path.join('.')}: ${bad.name}`,
            expect: bad.expect,
            essential: bad.essential ?? false,
            body: { json: withValueAt(baseline.body ?? {}, field.path, bad.value) },
          });
        }
      }
    }
  }

  if (endpoint.method === 'GET' && (endpoint.query || endpoint.params)) {
    for (const subdomain of ['no-such-zone', 'Z'.repeat(300)]) {
      add({
        name: `App-Subdomain ${subdomain.slice(0, 12)}`,
        expect: ANY,
        essential: false,
        headers: { 'app-subdomain': subdomain },
      });
    }
  }

  const essential = cases.filter((c) => c.essential);
  const others = random.shuffle(cases.filter((c) => !c.essential));
  return [...essential, ...others].slice(0, Math.max(cap, essential.length));
}
