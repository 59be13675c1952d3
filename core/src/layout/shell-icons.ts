import { Icons } from '@blueprintjs/icons/lib/esm/iconLoader';

type IconPaths = Record<string, string[]>;

/**
 * The signed-in shell's icons: the menu's and the shell's own 16px icons come from one file (the build's common set),
 * so a first visit does not queue some 60 tiny requests ahead of the routed extension's code. Any other icon, and any
 * if that file fails, loads alone as before. The login page never installs this: it keeps its two single icons.
 * `file` is the set's address as the build's preload map gives it (passed in: this module stays in the shell's chunk
 * and imports nothing of the first load's that the shell did not already).
 */
export function installShellIcons(file: string | undefined, doc: Document = document): void {
  if (!file) return; // an unbuilt console (tests): single files only
  // The single files sit beside the set (icons/<version>/16px/<name>.js): the login page's loader fetches the same.
  const single = (name: string, size: number) => new URL(`${file.replace(/[^/]*$/, '')}${size === 16 ? '16px' : '20px'}/${name}.js`, doc.baseURI).href;
  let common: Promise<IconPaths> | undefined;
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      if (size === 16) {
        common ??= import(/* @vite-ignore */ new URL(file, doc.baseURI).href).then(
          (m: { default: IconPaths }) => m.default,
          (): IconPaths => ({}),
        );
        const paths = (await common)[name];
        if (paths) return paths;
      }
      return ((await import(/* @vite-ignore */ single(name, size))) as { default: string[] }).default;
    },
  });
}
