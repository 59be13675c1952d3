import { defineExtension } from '@tessera/sdk';
import { ForwardingView } from './forwarding/forwarding-view';
import { LegacyForwardingView } from './legacy/legacy-forwarding-view';
import { SwitchingView } from './switching/switching-view';

/** Rule engine, forwarding part: forwarding rules (new and legacy layout) and data switching (delivery status). */
export default defineExtension({
  views: { switching: SwitchingView, forwarding: ForwardingView, 'forwarding-legacy': LegacyForwardingView },
});
