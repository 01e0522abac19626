import { build } from 'vite';

/** Set in the measuring build, so its config does not measure again. */
export const MEASURING_BUILD = 'CARESHOP_CONSOLE_CHUNKS_MEASURE';

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/** A chunk the real build cuts: the shared code of the chunks holding `from`'s modules. */
export interface ChunkPlan {
  name: string;
  /** Source paths (as they end) whose chunks' static imports this chunk gathers. */
  from: readonly string[];
  /** Source paths whose modules join this chunk themselves (small loaders every screen needs). */
  join?: readonly string[];
}

/**
 * Which modules go into which of `plans`' chunks (decision 340, after the shop's decision 255).
 * A plain build runs first, in memory (same config, no grouping, nothing written; ~1 s); each plan
 * then gathers every module of the chunks that the chunks holding its `from` modules import
 * statically, the bundler's small shared chunks (often 0.2–2 KB each), which a cold visit
 * otherwise fetches one by one, a round trip per six files on HTTP/1.1. The `from` modules
 * themselves stay in their own chunks (a screen); the `join` modules come along (a screen's
 * loaders, fetched with the chunk instead of one more round trip later). The first plan that claims a module
 * keeps it; `entry` (the entry chunk and its static imports) is always first, and the entry module
 * stays in the entry chunk, which index.html loads, so the two do not import each other.
 * Tree-shaking still applies inside the real build's chunks.
 */
export async function screenChunks(
  configFile: string,
  mode: string,
  entryModule: string,
  plans: readonly ChunkPlan[],
): Promise<Map<string, Set<string>>> {
  process.env[MEASURING_BUILD] = '1';
  try {
    const result = await build({
      configFile,
      mode,
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) =>
      'output' in item ? item.output : [],
    );
    const chunks = new Map(
      outputs
        .filter((item): item is typeof item & OutputChunk => item.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk as unknown as OutputChunk]),
    );
    const claimed = new Set<string>();
    const groups = new Map<string, Set<string>>();
    const gather = (name: string, roots: Iterable<OutputChunk>, keep: (id: string) => boolean) => {
      const modules = new Set<string>();
      const seen = new Set<string>();
      const visit = (chunk: OutputChunk | undefined, isRoot: boolean) => {
        if (!chunk || seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const id of chunk.moduleIds) {
          if (claimed.has(id) || (isRoot && !keep(id))) continue;
          modules.add(id);
          claimed.add(id);
        }
        for (const child of chunk.imports) visit(chunks.get(child), false);
      };
      for (const root of roots) visit(root, true);
      groups.set(name, modules);
    };
    const all = [...chunks.values()];
    gather(
      'entry',
      all.filter((chunk) => chunk.isEntry),
      (id) => !id.endsWith(entryModule),
    );
    for (const plan of plans) {
      const joins = (id: string) => (plan.join ?? []).some((path) => id.endsWith(path));
      const holds = (id: string) => joins(id) || plan.from.some((path) => id.endsWith(path));
      gather(
        plan.name,
        all.filter((chunk) => chunk.moduleIds.some(holds)),
        joins,
      );
    }
    return groups;
  } finally {
    delete process.env[MEASURING_BUILD];
  }
}
