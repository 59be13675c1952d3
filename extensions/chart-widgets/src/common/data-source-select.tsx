import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useT, type DataSourceItem } from '@tessera/sdk';
import { useWidgetT } from './i18n';

interface Props {
  label?: string;
  value: string | undefined;
  dataSources: DataSourceItem[];
  onChange(name: string): void;
  /** Control pickers: data sources that are not read-write are disabled (the spec's validation rules). */
  writableOnly?: boolean;
  error?: string;
}

export function isWritable(ds: DataSourceItem): boolean {
  return ds.readWrite === 'rw';
}

/** Picks one data source (a thing-model property) by name. */
export function DataSourceSelect({ label, value, dataSources, onChange, writableOnly, error }: Props) {
  const t = useWidgetT();
  const { t: tAny } = useT();
  const text = label ?? t('editor.dataSource');
  return (
    <FormGroup label={text} helperText={error ? tAny(error) : undefined} intent={error ? Intent.DANGER : Intent.NONE}>
      <HTMLSelect aria-label={text} value={value ?? ''} onChange={(e) => onChange(e.target.value)} fill>
        <option value="">{t('editor.selectPlaceholder')}</option>
        {dataSources.map((ds) => (
          <option key={ds.name} value={ds.name} disabled={writableOnly && !isWritable(ds)}>
            {ds.title || ds.name}
            {ds.property?.unit ? ` (${ds.property.unit})` : ''}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
