import type { WidgetDefinition } from '@tessera/sdk';
import { controlWidgets } from './control/control-widgets';
import { customGaugeWidget } from './custom-gauge/custom-gauge-widget';
import { deviceStatusWidget } from './device-status/device-status-widget';
import { gaugeWidget } from './gauge/gauge-widget';
import { historyWidget } from './history/history-widget';
import { signalStatusWidget } from './signal-status/signal-status-widget';
import { statusWidget } from './status/status-widget';
import { textInfoWidget } from './text-info/text-info-widget';
import { videoWidgets } from './video/video-widgets';

/**
 * The spec's widget set, in palette order. The report and other categories have no widgets (their panels are
 * empty, the spec's screens); market `visual` extensions may add some.
 */
export const WIDGETS: WidgetDefinition<any>[] = [
  gaugeWidget,
  customGaugeWidget,
  statusWidget,
  deviceStatusWidget,
  signalStatusWidget,
  textInfoWidget,
  historyWidget,
  ...controlWidgets,
  ...videoWidgets,
];
