import { defineExtension, Logger } from '@tessera/sdk';
import { VisitJournal } from './visit-journal';

/**
 * The smallest use of `ctx.hooks`: two taps, named after this extension by the shell and removed by it when the
 * extension is disposed (no cleanup code here). Eager, so its sessionStarted tap is in place before a session starts.
 */
export default defineExtension({
  activate(ctx) {
    const journal = new VisitJournal();
    const log = ctx.get<Logger>(Logger).child(ctx.extensionId);
    ctx.hooks.sessionStarted.tap((user) => {
      journal.start(user.name);
      log.debug(ctx.t('sessionStarted', { name: user.name }));
    });
    ctx.hooks.navigated.tap((path) => {
      const count = journal.visit(path);
      log.debug(ctx.t('navigated', { path, count }));
    });
  },
});
