/**
 * An esbuild plugin for server bundles: every npm package stays external (resolved from node_modules at run time)
 * except ours — `@tessera/sdk/shared` and friends are TypeScript, which Node cannot load, so they are bundled.
 * (esbuild's `packages: 'external'` would externalise them too.)
 */
export const externalPackagesExceptOurs = {
  name: 'external-packages-except-ours',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tessera/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};
