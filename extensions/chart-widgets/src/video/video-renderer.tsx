import type { WidgetRendererProps } from '@tessera/sdk';
import { WidgetCard } from '../common/widget-card';
import type { VideoConfig } from './video-config';
import { StreamPlayer } from './stream-player';

export function VideoRenderer({ config, height = 300 }: WidgetRendererProps<VideoConfig>) {
  return (
    <WidgetCard config={config} height={height}>
      <div className="tessera-widget-title">{config.name}</div>
      <StreamPlayer type={config.type} src={config.series.src} height={height - 36} autoplay={config.series.autoplay} muted={config.series.muted} />
    </WidgetCard>
  );
}
