import type { Plugin, ResolvedConfig } from 'vite';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The built files, as {@link manifestWalk} gives them. */
export interface ManifestWalk {
  /**
   * The files the source files load beyond the entry's, as addresses under the base: their
   * chunks and the chunks those import (and with `styles`, their stylesheets). A source is
   * found by the end of its manifest key.
   */
  files(sources: readonly string[]): string[];
  /** The chunk of every source whose manifest key `pattern` matches, by its first group. */
  named(pattern: RegExp): Record<string, string>;
}

/** What the app's `script` is given. */
export interface FirstScreenBuild extends ManifestWalk {
  /** The build's base path (`config.base`, with its trailing slash). */
  base: string;
  config: ResolvedConfig;
}

export interface FirstScreenScriptOptions {
  /** Whether {@link ManifestWalk.files} lists stylesheets too. */
  styles?: boolean;
  /** The script's source, as it is written. */
  script(build: FirstScreenBuild): string | Promise<string>;
}

export declare function firstScreenScript(options: FirstScreenScriptOptions): Plugin;
export declare function manifestWalk(
  manifest: Record<string, ManifestChunk>,
  base: string,
  styles: boolean,
): ManifestWalk;
export declare function withScriptTag(html: string, src: string): string;
