import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import() in a helper that first adds <link rel=modulepreload> for the
 * chunk's own imports. With `build.modulePreload: false` it has none to add, yet the helper's
 * code still sits in the page's first script; this one only runs the import.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'clinic:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}
