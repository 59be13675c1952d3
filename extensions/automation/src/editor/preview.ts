import type { AutomationDraft, ConditionDraft, ActionDraft } from './model';
import type { PlaceCatalog } from './place-catalog';

type T = (key: string, options?: Record<string, unknown>) => string;

function condition(c: ConditionDraft, catalog: PlaceCatalog, t: T): string {
  if (c.condition_type === '2') {
    if (c.time_condition_type === '1') return t('preview.once', { at: c.v1 || '…' });
    if (c.time_condition_type === '0') return t('preview.range', { from: c.v1 || '…', to: c.v2 || '…' });
    return t(`preview.repeat.${c.v1 || '2'}`, { v3: c.v3 || '…', v4: c.v4 || '…' });
  }
  const device = catalog.names[c.device_id] ?? '…';
  const prop = catalog.tsl[c.device_id]?.properties.find((p) => p.name === c.v1);
  switch (c.device_condition_type) {
    case '1':
      return t('preview.property', { property: prop?.title || c.v1 || '…', device, op: t(`editor.op.${c.v2}`), value: c.v3 || '…', unit: prop?.unit ?? '' });
    case '2':
      return t('preview.event', { event: c.v1 || '…', device });
    case '3':
      return t('preview.online', { device, state: t(`editor.online.${c.v2 || '1'}`) });
    default:
      return t('preview.lasting', { device, state: t(`editor.online.${c.v2 || '2'}`), minutes: c.v3 || '5' });
  }
}

function action(a: ActionDraft, catalog: PlaceCatalog, t: T): string {
  switch (a.action_type) {
    case '1': {
      const target = a.device_id ? (catalog.names[a.device_id] ?? '…') : t('preview.group');
      const prop = catalog.tsl[a.device_id]?.properties.find((p) => p.name === a.key);
      return a.device_model === '2'
        ? t('preview.service', { target, service: a.key || '…' })
        : t('preview.set', { target, property: prop?.title || a.key || '…', value: a.value || '…' });
    }
    case '2':
      return t('preview.alarm', { name: a.warning_strategy?.warning_strategy_name || t('preview.savedAlarm') });
    case '3':
      return t('preview.scene');
    case '4':
      return t('preview.notify');
    default:
      return t('preview.control');
  }
}

/** The automation in words: "When 温度 of Cabinet 3 > 45 ℃ …, or … → set fan = on, raise alarm 'Hot'". */
export function describe(d: AutomationDraft, catalog: PlaceCatalog, t: T): string {
  const parts: string[] = [];
  d.conditions.forEach((c, i) => {
    if (i > 0) parts.push(t(c.relation === 'or' ? 'preview.or' : 'preview.and'));
    parts.push(condition(c, catalog, t));
  });
  return t('preview.sentence', { when: parts.join(' '), then: d.actions.map((a) => action(a, catalog, t)).join(t('preview.comma')) });
}
