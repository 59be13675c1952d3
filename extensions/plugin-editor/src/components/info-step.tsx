import { FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEditorT } from '../i18n';
import { PLUGIN_CATEGORIES, type PluginCategory } from '../model/plugin-types';
import type { WizardStore } from '../model/wizard-store';
import { CoverUpload } from './cover-upload';

/** Step 0: plugin name and category (required), author, version, description, cover image. */
export const InfoStep = observer(function InfoStep({ store }: { store: WizardStore }) {
  const t = useEditorT();
  const { info, infoErrors } = store;
  const err = (field: 'pluginName' | 'pluginCategory') => {
    const key = infoErrors[field];
    return { helperText: key ? t(key) : undefined, intent: key ? Intent.DANGER : Intent.NONE };
  };
  return (
    <div style={{ display: 'flex', gap: 32 }}>
      <div style={{ flex: 1, maxWidth: 560 }}>
        <FormGroup label={t('info.pluginName')} labelInfo="*" labelFor="plugin-name" {...err('pluginName')}>
          <InputGroup
            id="plugin-name"
            value={info.pluginName}
            intent={err('pluginName').intent}
            onChange={(e) => store.setInfo({ pluginName: e.target.value })}
          />
        </FormGroup>
        <FormGroup label={t('info.pluginCategory')} labelInfo="*" labelFor="plugin-category" {...err('pluginCategory')}>
          <HTMLSelect
            id="plugin-category"
            fill
            value={info.pluginCategory}
            onChange={(e) => store.setInfo({ pluginCategory: e.target.value as PluginCategory })}
          >
            <option value="">{t('common.select')}</option>
            {PLUGIN_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('info.author')} labelFor="plugin-author">
          <InputGroup id="plugin-author" value={info.author} onChange={(e) => store.setInfo({ author: e.target.value })} />
        </FormGroup>
        <FormGroup label={t('info.version')} labelFor="plugin-version">
          <InputGroup id="plugin-version" value={info.version} onChange={(e) => store.setInfo({ version: e.target.value })} />
        </FormGroup>
        <FormGroup label={t('info.description')} labelFor="plugin-description">
          <TextArea id="plugin-description" fill rows={4} value={info.description} onChange={(e) => store.setInfo({ description: e.target.value })} />
        </FormGroup>
      </div>
      <CoverUpload value={info.thumbImg} onChange={(thumbImg) => store.setInfo({ thumbImg })} />
    </div>
  );
});
