import { Button, Callout, Card, FileInput, InputGroup } from '@blueprintjs/core';
import { HttpClient, RouteService, useService, useT, type ViewProps } from '@tessera/sdk';
import { useState } from 'react';
import { miniApi, type ScanResult } from '../api/mini-program-api';
import { IMAGE_TYPES } from '../shared/image-input';
import { CameraScanner } from './camera-scanner';
import { decodeFile } from './qr-decode';

const hasCamera = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/**
 * Reads a device's QR code from the camera or a picture (or typed in) and opens that device; a pre-registered
 * device not yet activated is offered for activation first. Laid out in one column so it works on a tablet.
 */
export function ScanView(_props: ViewProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const routes = useService<RouteService>(RouteService);
  const [camera, setCamera] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const [pre, setPre] = useState<Extract<ScanResult, { kind: 'pre' }> | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (deviceId: string) => void routes.navigate({ name: 'deviceDetail', query: { device_id: deviceId } });
  const resolve = async (code: string) => {
    setCamera(false);
    setProblem('');
    setPre(null);
    try {
      const r = await miniApi.resolve(http, code.trim());
      if (r.kind === 'device') open(r.device_id);
      else setPre(r);
    } catch {
      /* shown by the http client */
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const text = await decodeFile(file).catch(() => null);
      if (text) await resolve(text);
      else setProblem(t('scan.noCode'));
    } finally {
      setBusy(false);
    }
  };
  const activate = async () => {
    if (!pre) return;
    try {
      open((await miniApi.activate(http, pre.activation_code)).device_id);
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <section aria-label={t('scan.title')} data-testid="mini-scan-view" style={{ maxWidth: 720, display: 'grid', gap: 12 }}>
      <Card>
        <p>{t('scan.intro')}</p>
        {camera ? (
          <CameraScanner onCode={(c) => void resolve(c)} onStop={() => setCamera(false)} />
        ) : (
          <Button
            large
            icon="camera"
            intent="primary"
            text={t('scan.useCamera')}
            disabled={!hasCamera()}
            data-testid="scan-camera-start"
            onClick={() => setCamera(true)}
          />
        )}
        {!hasCamera() && (
          <p className="bp6-text-muted" data-testid="scan-no-camera">
            {t('scan.noCamera')}
          </p>
        )}
      </Card>
      <Card>
        <FileInput
          large
          fill
          text={t(busy ? 'scan.reading' : 'scan.pickPicture')}
          buttonText={t('image.browse')}
          disabled={busy}
          inputProps={{ accept: IMAGE_TYPES.join(','), 'data-testid': 'scan-file' } as never}
          onInputChange={(e) => void upload((e.target as HTMLInputElement).files?.[0])}
        />
        <form
          style={{ display: 'flex', gap: 8, marginTop: 12 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) void resolve(typed);
          }}
        >
          <InputGroup fill large value={typed} placeholder={t('scan.typeCode')} data-testid="scan-code" onChange={(e) => setTyped(e.target.value)} />
          <Button large type="submit" icon="arrow-right" text={t('scan.open')} disabled={!typed.trim()} data-testid="scan-open" />
        </form>
      </Card>
      {problem && (
        <Callout intent="warning" data-testid="scan-problem">
          {problem}
        </Callout>
      )}
      {pre && (
        <Callout intent="primary" icon="new-object" title={t('scan.preTitle')} data-testid="scan-pre">
          <p>{t('scan.preText', { code: pre.device_code })}</p>
          <Button intent="primary" text={t('scan.activate')} data-testid="scan-activate" onClick={() => void activate()} />
        </Callout>
      )}
    </section>
  );
}
