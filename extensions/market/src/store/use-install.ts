import { useState } from 'react';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { announceChange, marketApi, type PackageRef, type PackFile } from '../api/market-api';

export type InstallStage = 'reading' | 'verifying' | 'done' | 'failed';
export interface InstallProgress {
  label: string;
  stage: InstallStage;
  message?: string;
}

/**
 * One install at a time with its progress (reading the file → verifying and installing on the server → done or
 * failed with the server's reason, e.g. an untrusted signature), for uploads and market installs alike.
 */
export function useInstall(onDone: () => void) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [progress, setProgress] = useState<InstallProgress | null>(null);

  const run = async (label: string, call: () => Promise<unknown>, success: string) => {
    setProgress({ label, stage: 'verifying' });
    try {
      await call();
      setProgress({ label, stage: 'done', message: success });
      notifier.success(success);
      announceChange();
      onDone();
    } catch (err) {
      setProgress({ label, stage: 'failed', message: (err as Error).message });
    }
  };

  const upload = async (file: File) => {
    setProgress({ label: file.name, stage: 'reading' });
    let pack: PackFile;
    try {
      pack = JSON.parse(await file.text()) as PackFile;
      if (!pack || typeof pack !== 'object' || !pack.manifest) throw new Error('not a package');
    } catch {
      setProgress({ label: file.name, stage: 'failed', message: t('store.notAPackage') });
      return;
    }
    await run(file.name, () => marketApi.upload(http, pack), t('store.installed', { id: pack.manifest.id, version: pack.manifest.version }));
  };

  const install = (ref: PackageRef & { version: string }, devicePlugin: boolean) =>
    run(
      `${ref.id}@${ref.version}`,
      () => (devicePlugin ? marketApi.installDevicePlugin(http, ref) : marketApi.install(http, ref)),
      devicePlugin ? t('store.devicePluginAdded', { id: ref.id }) : t('store.installed', { id: ref.id, version: ref.version }),
    );

  return { progress, upload, install, clear: () => setProgress(null) };
}
