import { Icons, IconSize, type IconName } from '@blueprintjs/icons';

/**
 * Blueprint's default loader imports every icon's paths at once (~200 KB gzip, the bundle trap of the stack
 * notes). This loader imports one icon file per (name, size) on first use, so the shell pays only for the icons
 * its menu and buttons show. The relative glob lets esbuild emit one small chunk per icon.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize) => {
      const mod =
        size < IconSize.LARGE
          ? await import(`../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/${name}.js`)
          : await import(`../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/${name}.js`);
      return mod.default as string[];
    },
  });
}
