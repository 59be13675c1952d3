import { NonIdealState } from '@blueprintjs/core';
import { useWidgetT } from '../common/i18n';
import { safeSource, type PlayerType } from './video-config';

interface Props {
  type: PlayerType;
  src: string;
  height: number;
  autoplay?: boolean;
  muted?: boolean;
}

/**
 * A streaming player that takes a source url. Video and GB28181 monitor streams play in the browser's video
 * element (MP4/WebM, or HLS where the browser supports it); ezviz streams use the vendor's hosted player page,
 * isolated in a sandboxed iframe.
 */
export function StreamPlayer({ type, src, height, autoplay = true, muted = true }: Props) {
  const t = useWidgetT();
  const url = safeSource(src);
  if (!url) return <NonIdealState icon="video" description={t('video.noSource')} />;
  if (type === 'ezviz') {
    return (
      <iframe
        title={t('video.ezvizTitle')}
        src={url}
        style={{ width: '100%', height, border: 0 }}
        sandbox="allow-scripts allow-same-origin"
        allow="autoplay; fullscreen"
      />
    );
  }
  return (
    <video data-testid="stream-player" src={url} controls autoPlay={autoplay} muted={muted} playsInline style={{ width: '100%', height, background: '#000' }} />
  );
}
