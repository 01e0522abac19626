// Preloads the brand font's Latin file (decision 251): the one woff2 every first paint needs in
// the six shop languages. The file is the one Vite emitted for `@careshop/design-system/fonts.css`
// (content-hashed), so the preload and the stylesheet ask for the same URL; Latin Extended loads
// only when a page shows one of its characters.

const latinFile = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/** @returns {import('vite').Plugin} */
export function brandFontPreload() {
  let base = '/';
  return {
    name: 'careshop-brand-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => latinFile.test(name));
        if (!file) {
          throw new Error(
            'brandFontPreload: the build has no inter-latin-wght-normal woff2; import @careshop/design-system/fonts.css',
          );
        }
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
