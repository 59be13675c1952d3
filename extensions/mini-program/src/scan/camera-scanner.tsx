import { Button, Callout } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import { useEffect, useRef, useState } from 'react';
import { decodeDrawable } from './qr-decode';

const EVERY_MS = 250;

/** The rear camera (when the browser has one and allows it), read a few times a second until a QR code shows up. */
export function CameraScanner({ onCode, onStop }: { onCode(text: string): void; onStop(): void }) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState('');
  const done = useRef(onCode);
  done.current = onCode;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return stream.getTracks().forEach((tr) => tr.stop());
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(() => {
          const v = video.current;
          const text = v && v.readyState >= 2 ? decodeDrawable(v, v.videoWidth, v.videoHeight, canvas, 640) : null;
          if (text) {
            clearInterval(timer);
            done.current(text);
          }
        }, EVERY_MS);
      } catch {
        setError(t('scan.cameraDenied'));
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [t]);

  return (
    <div data-testid="scan-camera">
      {error ? (
        <Callout intent="warning" data-testid="scan-camera-error">
          {error}
        </Callout>
      ) : (
        <video ref={video} muted playsInline style={{ width: '100%', maxWidth: 640, background: '#000', borderRadius: 4 }} aria-label={t('scan.camera')} />
      )}
      <div style={{ marginTop: 8 }}>
        <Button icon="stop" text={t('scan.stopCamera')} data-testid="scan-camera-stop" onClick={onStop} />
      </div>
    </div>
  );
}
