import type { Plugin } from 'vite';

/** Preloads the brand font's Latin woff2 in the built index.html (decision 251). */
export declare function brandFontPreload(): Plugin;
