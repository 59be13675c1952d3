import { TextField, type WidgetEditorProps } from '@tessera/sdk';
import { configForm } from '../common/config-form';
import { DataSourceSelect } from '../common/data-source-select';
import { fieldError } from '../common/field-error';
import { useWidgetT } from '../common/i18n';
import { Msg } from '../common/messages';
import type { CustomGaugeConfig } from './custom-gauge-config';

/** The custom gauge's binding tab: its name and one data source per dial of the template. */
export function CustomGaugeBindingFields({ config, dataSources, onChange, errors }: WidgetEditorProps<CustomGaugeConfig>) {
  const t = useWidgetT();
  const count = config.series.template === 'two' ? 2 : 1;
  const nameForm = configForm({ name: config.name }, { name: fieldError(errors, Msg.nameEmptyFull) }, (p) => onChange({ ...config, ...p }));
  return (
    <>
      <TextField form={nameForm} name="name" label={t('editor.name')} testId="chart-name" />
      {Array.from({ length: count }, (_, i) => (
        <DataSourceSelect
          key={i}
          label={t('gauge.dial', { n: i + 1 })}
          value={config.mapping[i]}
          dataSources={dataSources}
          onChange={(name) => {
            const mapping = [...config.mapping];
            mapping[i] = name;
            onChange({ ...config, mapping: mapping.filter((m, j) => j < count && m !== undefined) });
          }}
        />
      ))}
    </>
  );
}
