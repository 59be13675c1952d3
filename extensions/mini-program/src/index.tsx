import { defineExtension } from '@tessera/sdk';
import { DeviceGroupView } from './device-group/device-group-view';
import { FeedbackView } from './feedback/feedback-view';
import { NoticesView } from './notices/notices-view';
import { ScanView } from './scan/scan-view';
import { SourceView } from './source/source-view';

/** The mini-program areas of a site: shown device groups, feedback, media, notices and the QR code scan. */
export default defineExtension({
  views: {
    'device-group': DeviceGroupView,
    feedback: FeedbackView,
    source: SourceView,
    notices: NoticesView,
    scan: ScanView,
  },
});
