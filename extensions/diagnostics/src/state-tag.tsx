import { Intent, Tag } from '@blueprintjs/core';
import { useT, type ExtensionState } from '@tessera/sdk';

const INTENTS: Record<ExtensionState, Intent> = {
  registered: Intent.NONE,
  activating: Intent.PRIMARY,
  active: Intent.SUCCESS,
  failed: Intent.DANGER,
  incompatible: Intent.WARNING,
};

/** An extension's state as a coloured tag. */
export function StateTag({ state }: { state: ExtensionState }) {
  const { t } = useT();
  return (
    <Tag intent={INTENTS[state]} minimal data-state={state}>
      {t(`states.${state}`)}
    </Tag>
  );
}
