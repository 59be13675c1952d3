import { Button, Checkbox, FormGroup, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useT } from '@tessera/sdk';
import dayjs from 'dayjs';
import { TIME_INPUT_FORMAT, type ExportSettings } from './use-export-settings';

/** The range (two pickers on the 5-minute grid and the quick ranges), the format, and the background switch. */
export function ExportSettingsFields({ settings }: { settings: ExportSettings }) {
  const { t } = useT();
  const [from, to] = settings.range;
  return (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <FormGroup label={t('export.start')} labelFor="export-start">
          <InputGroup id="export-start" data-testid="export-start" type="datetime-local" step={300} value={dayjs(from).format(TIME_INPUT_FORMAT)}
            onChange={(e) => settings.setTime(0, e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={t('export.end')} labelFor="export-end">
          <InputGroup id="export-end" data-testid="export-end" type="datetime-local" step={300} value={dayjs(to).format(TIME_INPUT_FORMAT)}
            onChange={(e) => settings.setTime(1, e.currentTarget.value)} />
        </FormGroup>
        <Button style={{ marginBottom: 15 }} text={t('export.last7Days')} data-testid="export-last7" onClick={() => settings.lastDays(7)} />
        <Button style={{ marginBottom: 15 }} text={t('export.last90Days')} data-testid="export-last90" onClick={() => settings.lastDays(90)} />
      </div>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormGroup label={t('export.format')} inline style={{ margin: 0 }}>
          <SegmentedControl value={settings.format} onValueChange={(v) => settings.setFormat(v as 'csv' | 'xlsx')} data-testid="export-format"
            options={[{ value: 'csv', label: t('export.formatCsv') }, { value: 'xlsx', label: t('export.formatXlsx') }]} />
        </FormGroup>
        <Checkbox style={{ margin: 0 }} checked={settings.background} label={t('export.background')} data-testid="export-background"
          onChange={(e) => settings.setBackground(e.currentTarget.checked)} />
      </div>
    </>
  );
}
