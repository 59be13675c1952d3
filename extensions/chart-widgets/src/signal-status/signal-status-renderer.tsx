import type { WidgetRendererProps } from '@tessera/sdk';
import { useWidgetT } from '../common/i18n';
import { WidgetCard } from '../common/widget-card';
import { signalState, type SignalStatusConfig } from './signal-status-config';

const COLOR = { on: '#3dcc91', off: '#8f99a8', unknown: '#5f6b7c' } as const;

export function SignalStatusRenderer({ config, data, height = 160 }: WidgetRendererProps<SignalStatusConfig>) {
  const t = useWidgetT();
  const state = signalState(config, data.values);
  const label =
    state === 'on' ? config.series.onLabel || t('signalStatus.onDefault') : state === 'off' ? config.series.offLabel || t('signalStatus.offDefault') : '-';
  return (
    <WidgetCard config={config} height={height}>
      <div>{config.name}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
        <span style={{ width: 18, height: 18, borderRadius: 9, background: COLOR[state], display: 'inline-block' }} />
        <span data-testid="signal-label">{label}</span>
      </div>
    </WidgetCard>
  );
}
