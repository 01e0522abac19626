import { build } from 'vite';

/** Set in the measuring build, so its config does not measure again. */
export const MEASURING_BUILD = 'CARESHOP_FIRST_VISIT_MEASURE';

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/**
 * The modules a first visit runs before the page's own chunk (decision 255): every module of the
 * chunks the entry imports statically, as a plain build (without this grouping) lays them out, in
 * memory; tree-shaking still applies to them in the real build. Also the static imports of the
 * `landingPages` chunks: the first page's code then comes as one file, not as one file plus the
 * small shared chunks the bundler cut from what pages have in common.
 *
 * Rolldown cannot group these itself: the `$initial` tag and an import-graph test both see the
 * module graph before tree-shaking, and pull in all six languages' texts and the whole of zod
 * (441 KB instead of 138).
 *
 * `landing` holds the modules of the landing pages' own chunks: with `modules`, every module a
 * first visit runs (see `lazy-copies.ts`).
 */
export async function firstVisitModules(
  configFile: string,
  mode: string,
  entryModule: string,
  landingPages: readonly string[],
): Promise<{ modules: Set<string>; landing: Set<string> }> {
  process.env[MEASURING_BUILD] = '1';
  try {
    const result = await build({
      configFile,
      mode,
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) =>
      'output' in entry ? entry.output : [],
    );
    const chunks = new Map(
      outputs
        .filter((item): item is typeof item & OutputChunk => item.type === 'chunk')
        .map((chunk) => [chunk.fileName, chunk as unknown as OutputChunk]),
    );
    const modules = new Set<string>();
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const chunk = chunks.get(fileName);
      if (!chunk) return;
      // The entry module itself stays in the entry chunk, which index.html loads; the rest of
      // that chunk joins too, or the two chunks would import each other.
      for (const id of chunk.moduleIds) if (!id.endsWith(entryModule)) modules.add(id);
      for (const child of chunk.imports) visit(child);
    };
    for (const chunk of chunks.values()) {
      if (chunk.isEntry) visit(chunk.fileName);
    }
    // The landing pages' shared imports, not the pages themselves.
    const landing = new Set<string>();
    for (const chunk of chunks.values()) {
      const page = chunk.moduleIds.find((id) => landingPages.some((path) => id.endsWith(path)));
      if (!page) continue;
      for (const id of chunk.moduleIds) landing.add(id);
      for (const child of chunk.imports) visit(child);
    }
    return { modules, landing };
  } finally {
    delete process.env[MEASURING_BUILD];
  }
}
