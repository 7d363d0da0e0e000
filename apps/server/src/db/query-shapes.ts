import type { Compilable, CompiledQuery } from 'kysely';

/** Stands in for one value while a query of a given shape is compiled the first time. */
class Slot {
  constructor(readonly name: string) {}
}

/** The values a shaped query takes: strings and numbers, each sent as a parameter. */
export type ShapeValues = Record<string, string | number | undefined>;

/** How a compiled query differs from the same query built with its values: empty when it does not. */
function difference(cached: CompiledQuery, direct: CompiledQuery): string {
  if (cached.sql !== direct.sql) return 'its SQL';
  const a = JSON.stringify(cached.parameters);
  const b = JSON.stringify(direct.parameters);
  return a === b ? '' : `its parameters (${a} instead of ${b})`;
}

/**
 * Queries built and compiled once per shape, then given each call's values: a hot read (the
 * feed's page) skips building Kysely's operation tree and printing its SQL, which cost a
 * quarter of a millisecond a request. The shape names everything that changes the SQL (which
 * filters apply, the order, a cursor or not); the values only fill its parameters. A builder
 * that computed with a value instead of passing it on (a pattern made from a term, say) would be
 * compiled wrongly, so outside production every call is also built directly and must match,
 * and each slot must reach the parameters.
 */
export class QueryShapes {
  private readonly templates = new Map<string, CompiledQuery>();

  constructor(private readonly verify: boolean) {}

  compile<V extends ShapeValues, R>(shape: string, values: V, build: (values: V) => Compilable<R>): CompiledQuery<R> {
    const template = this.templates.get(shape) ?? this.compileTemplate(shape, values, build);
    const parameters = template.parameters.map((p) => (p instanceof Slot ? values[p.name] : p));
    const compiled = { ...template, parameters } as CompiledQuery<R>;
    if (this.verify) {
      const wrong = difference(compiled, build(values).compile());
      if (wrong) throw new Error(`the query shaped "${shape}" differs from its direct build in ${wrong}`);
    }
    return compiled;
  }

  private compileTemplate<V extends ShapeValues, R>(
    shape: string,
    values: V,
    build: (values: V) => Compilable<R>,
  ): CompiledQuery {
    const names = Object.keys(values).filter((name) => values[name] !== undefined);
    // The builder is typed for the values; slots take their places only here, and every one
    // must come out as a parameter of its own (checked below), never be read as a value.
    const slots = Object.fromEntries(names.map((name) => [name, new Slot(name)])) as unknown as V;
    const template = build(slots).compile();
    const used = new Set(template.parameters.flatMap((p) => (p instanceof Slot ? [p.name] : [])));
    const unused = names.filter((name) => !used.has(name));
    if (unused.length) throw new Error(`the query shaped "${shape}" did not pass on ${unused.join(', ')}`);
    this.templates.set(shape, template);
    return template;
  }
}
