import { KeysCard } from './keys-card';
import { SourcesCard } from './sources-card';
import { UnsignedSwitch } from './unsigned-switch';

/** The SYS_ADMIN's market settings: where packages come from and whom to trust. */
export function MarketAdmin({ onChanged }: { onChanged(): void }) {
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))' }}>
      <SourcesCard onChanged={onChanged} />
      <div style={{ display: 'grid', gap: 12, alignContent: 'start' }}>
        <KeysCard onChanged={onChanged} />
        <UnsignedSwitch />
      </div>
    </div>
  );
}
