import { useT } from '@tessera/sdk';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { SLOTS_PER_DAY, type Tier } from '../api/charging-api';
import { TIER_COLORS } from './tier-colors';

export interface DayBarProps {
  slots: readonly Tier[];
  /** The tier a press or drag paints; absent = read only. */
  brush?: Tier;
  onChange?(slots: Tier[]): void;
  testId?: string;
  height?: number;
}

export const slotTime = (slot: number) => `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;

/**
 * A 24-hour bar of 48 half-hour slots coloured by tier. With a brush, pressing a slot and dragging across the bar
 * paints every slot passed over (mouse, pen or touch); each slot is also a button, so the keyboard paints too.
 */
export function DayBar({ slots, brush, onChange, testId = 'day-bar', height = 36 }: DayBarProps) {
  const { t } = useT();
  const [painting, setPainting] = useState(false);
  const current = useRef(slots);
  const lastPainted = useRef<number | null>(null);
  current.current = slots;
  const editable = !!brush && !!onChange;

  useEffect(() => {
    if (!painting) return;
    const stop = () => {
      setPainting(false);
      lastPainted.current = null;
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, [painting]);

  /** Paints `slot` and, mid-drag, every slot between it and the last one painted (a fast pointer skips cells). */
  const paint = (slot: number) => {
    if (!editable || slot < 0 || slot >= SLOTS_PER_DAY) return;
    const from = lastPainted.current ?? slot;
    lastPainted.current = slot;
    const next = [...current.current];
    for (let s = Math.min(from, slot); s <= Math.max(from, slot); s++) next[s] = brush;
    if (next.every((t, s) => t === current.current[s])) return;
    current.current = next;
    onChange(next);
  };
  // Touch keeps its pointer captured on the first slot: find the slot under the finger from the bar's geometry.
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!painting) return;
    const rect = e.currentTarget.getBoundingClientRect();
    if (rect.width > 0) paint(Math.floor(((e.clientX - rect.left) / rect.width) * SLOTS_PER_DAY));
  };

  return (
    <div data-testid={testId}>
      <div
        role="group"
        aria-label={t('rule.dayBar')}
        onPointerMove={move}
        style={{ display: 'flex', height, touchAction: 'none', userSelect: 'none', cursor: editable ? 'crosshair' : 'default' }}
      >
        {slots.map((tier, i) => (
          <button
            key={i}
            type="button"
            data-testid={`${testId}-slot-${i}`}
            data-tier={tier}
            disabled={!editable}
            aria-label={`${slotTime(i)}–${slotTime(i + 1)} ${t(`tier.${tier}`)}`}
            title={`${slotTime(i)}–${slotTime(i + 1)} ${t(`tier.${tier}`)}`}
            onPointerDown={(e) => {
              if (!editable) return;
              e.preventDefault();
              lastPainted.current = null;
              setPainting(true);
              paint(i);
            }}
            onPointerOver={() => painting && paint(i)}
            onClick={() => {
              if (!painting) {
                lastPainted.current = null;
                paint(i);
              }
            }}
            style={{
              flex: 1,
              border: 0,
              padding: 0,
              margin: 0,
              background: TIER_COLORS[tier],
              opacity: editable ? 1 : 0.85,
              borderRight: i % 2 ? '1px solid rgba(255,255,255,0.6)' : undefined,
              cursor: 'inherit',
            }}
          />
        ))}
      </div>
      <div aria-hidden style={{ display: 'flex', justifyContent: 'space-between', fontSize: 11, opacity: 0.7 }}>
        {Array.from({ length: 13 }, (_, i) => (
          <span key={i}>{i * 2}</span>
        ))}
      </div>
    </div>
  );
}
