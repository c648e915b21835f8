/**
 * The web app's shape, checked over its import graph: feature folders never import each other in a
 * cycle (finance may use orders' chips, so orders must never import finance — the app's resource
 * list hands finance's sections to the order page), nothing imports the composition root, and only
 * the providers reach the HTTP client.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = resolve(__dirname, '../../../src/web');
const COMPOSITION_ROOT = ['App.tsx', 'main.tsx', 'resources.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

interface Edge {
  from: string;
  to: string;
}

function importEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(WEB)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveImport(file, match[1]!);
      if (target?.startsWith(WEB)) edges.push({ from: relative(WEB, file), to: relative(WEB, target) });
    }
  }
  return edges;
}

/** The top-level folder of a path under src/web ('.' for files at its root). */
const folderOf = (path: string) => (path.includes('/') ? path.split('/')[0]! : '.');

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return null;
}

describe('web app imports', () => {
  const edges = importEdges();

  it('finds the app’s imports', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ from: 'App.tsx', to: 'resources.tsx' });
  });

  it('has no cycle between folders', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a === b || a === '.' || b === '.') continue;
      graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    expect(findCycle(graph)).toBeNull();
  });

  it('lets nothing but the entry import the composition root', () => {
    const intoRoot = edges.filter(
      ({ from, to }) => COMPOSITION_ROOT.includes(to) && !COMPOSITION_ROOT.includes(from),
    );
    expect(intoRoot).toEqual([]);
  });

  it('lets only the providers reach the HTTP client', () => {
    const client = edges.filter(
      ({ from, to }) =>
        (to === 'providers/api.ts' || to === 'providers/httpClient.ts') &&
        !from.startsWith('providers/') &&
        !COMPOSITION_ROOT.includes(from),
    );
    expect(client).toEqual([]);
    const axiosUsers = sourceFiles(WEB)
      .filter((file) => /from ['"]axios['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(WEB, file))
      .filter((file) => !file.startsWith('providers/'));
    expect(axiosUsers).toEqual([]);
  });
});
