import type { Plugin } from 'vite';

/** Serves the drawings of @careshop/illustrations under the app's base path (decision 248). */
export declare function illustrations(): Plugin;
