import path from 'node:path';
import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * A code-splitting group that puts every module `module` imports statically into one chunk named
 * `name`, except what `entry` already loads. Left to itself, the bundler splits the app's code
 * into many small chunks by who shares them (17 files). Vite's helper then adds a preload link
 * per file, all in one task (about 2.5 ms each on the benchmark's 4x slower CPU), and the browser
 * instantiates each file. Every page loads the whole set anyway.
 *
 * `module` itself keeps its own small chunk: it awaits the screen's code at its top level, and
 * that code imports from this chunk, which would then wait for itself (the page never hydrates).
 */
export function chunkWithItsImports(name: string, module: string, entry: string): Group {
  let members: Set<string> | undefined;
  return {
    debugName: name,
    name: (id, graph) => {
      if (!members) {
        const from = path.resolve(module);
        members = minus(staticClosure(graph, from), staticClosure(graph, path.resolve(entry)));
        members.delete(from);
      }
      return members.has(id) ? name : null;
    },
    // The members are already closed under import, save what the entry holds (Vite's preload
    // helper among them), which must stay out: the entry would then load this chunk at once.
    includeDependenciesRecursively: false,
  };
}

function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  if (graph.getModuleInfo(from)) visit(from);
  return seen;
}

function minus(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].filter((id) => !b.has(id)));
}
