/** Builds `tessera-extension-pack@1` bodies for tests (what the SDK CLI produces). */
import { createHash } from 'node:crypto';

export function packExtension(manifest: Record<string, any>, files: Record<string, string>) {
  const entry = String(manifest.entry).replace(/^\.\//, '');
  const integrity = `sha384-${createHash('sha384').update(files[entry] ?? '').digest('base64')}`;
  return {
    format: 'tessera-extension-pack@1',
    manifest: { integrity, ...manifest },
    files: Object.fromEntries(Object.entries(files).map(([p, text]) => [p, Buffer.from(text).toString('base64')])),
  };
}

export function marketManifest(id = 'acme.weather', version = '1.0.0') {
  return {
    manifestVersion: 1,
    id,
    version,
    displayName: { en: 'Weather', ch: '天气' },
    kind: 'visual',
    engines: { sdk: '^1.0.0' },
    entry: 'index.js',
    contributes: {
      views: [{
        id: 'station',
        viewPath: '/pages/acme/weather',
        menu: { path: '/acme/weather', name: 'acmeWeather', title: { en: 'Weather', ch: '天气' }, icon: 'cloud', parent: 'applicationManagement', sort: 99 },
      }],
    },
  };
}
