import { Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { useT, type DataSourceItem } from '@tessera/sdk';
import { useWidgetT } from '../common/i18n';
import type { ControlConfig } from './control-config';

interface Props {
  config: ControlConfig;
  dataSources: DataSourceItem[];
  onChange(config: ControlConfig): void;
  error?: string;
}

/** Scene control binds a list of data sources; non-read-write ones are disabled (the spec's validation rules). */
export function SceneSources({ config, dataSources, onChange, error }: Props) {
  const t = useWidgetT();
  const { t: tAny } = useT();
  const toggle = (name: string) => {
    const mapping = config.mapping.includes(name) ? config.mapping.filter((m) => m !== name) : [...config.mapping, name];
    onChange({ ...config, mapping });
  };
  return (
    <FormGroup label={t('editor.dataSource')} helperText={error ? tAny(error) : undefined} intent={error ? Intent.DANGER : Intent.NONE}>
      {dataSources.map((d) => (
        <Checkbox
          key={d.name}
          label={d.title || d.name}
          checked={config.mapping.includes(d.name)}
          disabled={d.readWrite !== 'rw'}
          onChange={() => toggle(d.name)}
        />
      ))}
    </FormGroup>
  );
}
