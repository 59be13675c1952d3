import type { WidgetRendererProps } from '@tessera/sdk';
import { WidgetCard } from '../common/widget-card';
import { textInfoViewModel, type TextInfoConfig } from './text-info-config';

export function TextInfoRenderer({ config, data, height = 160 }: WidgetRendererProps<TextInfoConfig>) {
  const view = textInfoViewModel(config, data.values);
  return (
    <WidgetCard config={config} height={height}>
      <div>{config.name}</div>
      <div style={{ fontSize: config.style.label.fontSize, color: config.style.label.color, marginTop: 8 }}>{view.label}</div>
      <div style={{ fontSize: config.style.value.fontSize, color: config.style.value.color }} data-testid="text-info-value">
        {view.value}
      </div>
    </WidgetCard>
  );
}
