import type { CSSProperties, ReactNode } from 'react';
import type { WidgetConfig } from '@tessera/sdk';
import { DEFAULT_CHART_BACKGROUND, DEFAULT_OPACITY } from './constants';

interface Props {
  config: WidgetConfig;
  height?: number;
  children: ReactNode;
  className?: string;
}

/** The card every renderer draws in: the configured background and opacity (the spec's style). */
export function WidgetCard({ config, height, children, className }: Props) {
  const style: CSSProperties = {
    background: String(config.style?.backgroundColor ?? DEFAULT_CHART_BACKGROUND),
    opacity: Number(config.style?.opacity ?? DEFAULT_OPACITY),
    height,
    color: '#fff',
    borderRadius: 4,
    padding: 8,
    boxSizing: 'border-box',
    overflow: 'hidden',
  };
  return (
    <div className={`tessera-widget ${className ?? ''}`} data-widget-type={config.type} style={style}>
      {children}
    </div>
  );
}
