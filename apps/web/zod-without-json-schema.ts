import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema generator: classic schemas reference it, the web app never calls it. */
const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
const STUB = '\0zod-json-schema-stub:';
/** Kept real: string and number schemas read their limits through it (`schema.maxLength`). */
const KEPT = new Set(['aggregateChecks']);

function exportedNames(source: string): string[] {
  const direct = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].flatMap((m) => (m[1] ? [m[1]] : []));
  const renamed = [...source.matchAll(/^export \{ \w+ as (\w+) \};/gm)].flatMap((m) => (m[1] ? [m[1]] : []));
  return [...direct, ...renamed];
}

/**
 * Replaces zod's JSON Schema generation (~5 KB gzipped on every screen) with functions that throw:
 * the contract's schemas only validate in the browser, and the API docs page fetches the server's
 * OpenAPI document. Every name the real modules export is still exported, so a zod release that
 * starts using one elsewhere fails loudly when called, not silently.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(STUB) || !/[\\/]zod[\\/]/.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && GENERATOR.test(resolved.id) ? STUB + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const real = id.slice(STUB.length);
      const names = exportedNames(readFileSync(real, 'utf8'));
      const kept = names.filter((name) => KEPT.has(name));
      return [
        kept.length > 0 ? `export { ${kept.join(', ')} } from ${JSON.stringify(real)};` : '',
        `const unavailable = () => { throw new Error('zod JSON Schema generation is left out of the web app'); };`,
        ...names
          .filter((name) => !KEPT.has(name))
          .map((name) =>
            name.startsWith('create')
              ? `export const ${name} = () => unavailable;`
              : `export const ${name} = unavailable;`,
          ),
      ].join('\n');
    },
  };
}
