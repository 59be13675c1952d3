import { Button, Callout, NonIdealState, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { HttpClient, Notifier, rules, SessionStore, TextField, useForm, useHasAuth, useService, useLoad, useSubmit, useT } from '@tessera/sdk';
import { settingsApi, type GeneralSettings } from '../api/settings-api';

import { ImageInput } from './image-input';
import { imagePatch, initialImage, type ImageValue } from './image-value';

interface GeneralValues {
  system_name: string;
  theme: 'blue' | 'white';
  logo_one: ImageValue;
  home_background: ImageValue;
}

const GENERAL_RULES = { system_name: [rules.required(), rules.maxLength(32)] };

function toValues(s: Partial<GeneralSettings>): GeneralValues {
  return {
    system_name: s.system_name ?? '',
    theme: s.theme === 'white' ? 'white' : 'blue',
    logo_one: initialImage(s.logo_one),
    home_background: initialImage(s.home_background),
  };
}

/** General settings: system name, theme, logo and login background; the shell picks them up after saving. */
export function GeneralSettingsForm() {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const session = useService<SessionStore>(SessionStore);
  const canEdit = useHasAuth('sys:setup:edit');
  const form = useForm<GeneralValues>(toValues({}), GENERAL_RULES);
  const { saving, run } = useSubmit();

  // The stored settings fill the form once loaded (and again on retry).
  const loaded = useLoad(async () => {
    const stored = await settingsApi.general(http);
    form.reset(toValues(stored));
    return stored;
  }, [http]);

  const save = async () => {
    if (!form.validate()) return;
    const v = form.values;
    let saved: GeneralSettings | undefined;
    const ok = await run(async () => {
      saved = await settingsApi.saveGeneral(http, {
        system_name: v.system_name,
        theme: v.theme,
        logo_one: imagePatch(v.logo_one),
        home_background: imagePatch(v.home_background),
      });
    });
    if (!ok || !saved) return;
    form.reset(toValues(saved));
    session.setLogo({ system_name: saved.system_name, theme: saved.theme, logo_one: saved.logo_one, home_background: saved.home_background });
    notifier.success(t('common.editSuccess'));
  };

  if (loaded.loading) return <Spinner aria-label={t('common.loading')} />;
  if (loaded.error !== null)
    return (
      <NonIdealState
        icon="error"
        title={t('common.error')}
        description={loaded.error}
        action={<Button text={t('common.retry')} onClick={() => void loaded.reload()} />}
      />
    );

  return (
    <form
      aria-label={t('setup.general')}
      data-testid="setup-general"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {!canEdit && <Callout icon="lock">{t('setup.readOnly')}</Callout>}
      <TextField form={form} name="system_name" label={t('setup.systemName')} testId="setup-system-name" required disabled={!canEdit} />
      <RadioGroup
        inline
        label={t('setup.theme')}
        selectedValue={form.values.theme}
        disabled={!canEdit}
        onChange={(e) => form.set('theme', e.currentTarget.value as 'blue' | 'white')}
      >
        <Radio value="blue" label={t('setup.themeBlue')} data-testid="setup-theme-blue" />
        <Radio value="white" label={t('setup.themeWhite')} data-testid="setup-theme-white" />
      </RadioGroup>
      <ImageInput label={t('setup.logo')} value={form.values.logo_one} onChange={(v) => form.set('logo_one', v)} testId="setup-logo" disabled={!canEdit} />
      <ImageInput
        label={t('setup.background')}
        value={form.values.home_background}
        onChange={(v) => form.set('home_background', v)}
        testId="setup-background"
        disabled={!canEdit}
      />
      {canEdit && <Button type="submit" intent="primary" text={t('common.save')} loading={saving} data-testid="setup-general-save" />}
    </form>
  );
}
