import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Tier } from '../../../extensions/charging/src/api/charging-api';
import { DayBar } from '../../../extensions/charging/src/rule/day-bar';
import { chargingHarness, page } from './charging-harness';

const flat = (): Tier[] => new Array<Tier>(48).fill('flat');
const tiers = () => Array.from({ length: 48 }, (_, i) => screen.getByTestId(`rule-day-bar-slot-${i}`).getAttribute('data-tier'));

describe('day bar', () => {
  it('paints every slot a drag passes over, and stops painting when the pointer is released', async () => {
    const h = await chargingHarness({ language: 'en' });
    let slots = flat();
    const onChange = vi.fn((next: Tier[]) => {
      slots = next;
    });
    const { rerender } = h.render(<DayBar slots={slots} brush="peak" onChange={onChange} testId="rule-day-bar" />);
    const slot = (i: number) => screen.getByTestId(`rule-day-bar-slot-${i}`);
    fireEvent.pointerDown(slot(20));
    rerender(<DayBar slots={slots} brush="peak" onChange={onChange} testId="rule-day-bar" />);
    fireEvent.pointerOver(slot(21));
    fireEvent.pointerOver(slot(22));
    fireEvent.pointerUp(window);
    fireEvent.pointerOver(slot(30));
    expect(slots.map((t, i) => (t === 'peak' ? i : -1)).filter((i) => i >= 0)).toEqual([20, 21, 22]);
  });

  it('fills the slots a fast drag skipped over', async () => {
    const h = await chargingHarness({ language: 'en' });
    let slots = flat();
    h.render(
      <DayBar
        slots={slots}
        brush="valley"
        onChange={(next) => {
          slots = next;
        }}
        testId="fast"
      />,
    );
    fireEvent.pointerDown(screen.getByTestId('fast-slot-2'));
    fireEvent.pointerOver(screen.getByTestId('fast-slot-9'));
    fireEvent.pointerOver(screen.getByTestId('fast-slot-6'));
    fireEvent.pointerUp(window);
    expect(slots.map((t, i) => (t === 'valley' ? i : -1)).filter((i) => i >= 0)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('is read only without a brush', async () => {
    const h = await chargingHarness({ language: 'en' });
    const onChange = vi.fn();
    h.render(<DayBar slots={flat()} onChange={onChange} testId="ro" />);
    fireEvent.pointerDown(screen.getByTestId('ro-slot-3'));
    fireEvent.click(screen.getByTestId('ro-slot-3'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('ro-slot-3').getAttribute('aria-label')).toBe('01:30–02:00 Flat');
  });
});

describe('rule editor', () => {
  it('paints a valley night and a sharp noon with the brush and saves the 48 slots', async () => {
    const h = await chargingHarness({ language: 'en' });
    h.http.on('/site/list', page([{ id: 's1', name: 'North' }]));
    h.http.on('/charging/rule/list', page([]));
    h.http.on('/charging/rule/add', { id: 'r1' });
    h.renderView('rule');
    await waitFor(() => expect(screen.getByTestId('rule-add')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('rule-add'));
    fireEvent.click(await screen.findByTestId('rule-save'));
    expect((await screen.findByTestId('rule-name-error')).textContent).toBe('This field is required');
    fireEvent.change(screen.getByTestId('rule-name'), { target: { value: 'Summer' } });
    fireEvent.click(screen.getByTestId('rule-brush-valley'));
    fireEvent.pointerDown(screen.getByTestId('rule-day-bar-slot-0'));
    for (let i = 1; i < 16; i++) fireEvent.pointerOver(screen.getByTestId(`rule-day-bar-slot-${i}`));
    fireEvent.pointerUp(window);
    fireEvent.click(screen.getByTestId('rule-brush-sharp'));
    fireEvent.click(screen.getByTestId('rule-day-bar-slot-24'));
    fireEvent.click(screen.getByTestId('rule-day-bar-slot-25'));
    expect(tiers().slice(14, 27)).toEqual(['valley', 'valley', 'flat', 'flat', 'flat', 'flat', 'flat', 'flat', 'flat', 'flat', 'sharp', 'sharp', 'flat']);
    fireEvent.click(screen.getByTestId('rule-save'));
    await waitFor(() => expect(h.http.callsTo('/charging/rule/add')).toHaveLength(1));
    const body = h.http.lastBody('/charging/rule/add') as { site_id: string; name: string; slots: Tier[] };
    expect(body.site_id).toBe('s1');
    expect(body.name).toBe('Summer');
    expect(body.slots).toEqual([...new Array(16).fill('valley'), ...new Array(8).fill('flat'), 'sharp', 'sharp', ...new Array(22).fill('flat')]);
  });
});
