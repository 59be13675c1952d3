import { Button, Callout, Spinner } from '@blueprintjs/core';
import { isTileTemplate, useT } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { tileUrl } from './tile-math';
import { useTileProbe } from './use-tile-probe';

/** The tile the test loads: zoom 0, the whole world, which every XYZ server has. */
const WORLD = { z: 0, x: 0, y: 0 };

/**
 * "Test tile" in the map settings: loads the template's zoom-0 tile from this browser (the same check the map makes
 * before it uses the tiles) and shows it, or says why the map would stay on its offline outlines.
 */
export function TileTest({ template }: { template: string }) {
  const { t } = useT();
  const url = template.trim();
  const [tested, setTested] = useState<string | null>(null);
  // Each click is a new attempt, so a server fixed meanwhile can be tested again without editing the template.
  const [attempt, setAttempt] = useState(0);
  const probe = useTileProbe(tested && isTileTemplate(tested) ? tested : '', attempt);
  // An edited template has not been tested: the old answer goes away.
  useEffect(() => setTested(null), [url]);

  const invalid = tested !== null && !isTileTemplate(tested);
  const src = tested && !invalid ? tileUrl(tested, WORLD) : '';
  return (
    <div data-testid="map-settings-tile-test" style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 15 }}>
      <Button
        type="button"
        icon="media"
        text={t('map.tileTest')}
        disabled={!url}
        onClick={() => {
          setTested(url);
          setAttempt((n) => n + 1);
        }}
        data-testid="map-settings-test"
      />
      {invalid && (
        <Callout intent="danger" compact data-testid="map-settings-test-result">
          {t('map.tileUrlInvalid')}
        </Callout>
      )}
      {src && probe === 'checking' && <Spinner size={20} aria-label={t('map.tileTesting')} />}
      {src && probe === 'failed' && (
        <Callout intent="danger" compact data-testid="map-settings-test-result">
          {t('map.tileTestFailed')} <code style={{ wordBreak: 'break-all' }}>{src}</code>
        </Callout>
      )}
      {src && probe === 'ok' && (
        <Callout intent="success" compact data-testid="map-settings-test-result">
          <div>{t('map.tileTestOk')}</div>
          <img
            src={src}
            alt={t('map.tilePreview')}
            width={128}
            height={128}
            data-testid="map-settings-test-preview"
            style={{ marginTop: 6, display: 'block' }}
          />
        </Callout>
      )}
    </div>
  );
}
