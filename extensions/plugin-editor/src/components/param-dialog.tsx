import { Button, Classes, Dialog, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useEditorT } from '../i18n';
import { PARAM_TYPES, type ParamType, type TslParam } from '../model/plugin-types';
import { emptyParam, validateParam } from '../model/tsl-tables';

interface Props {
  isOpen: boolean;
  onClose(): void;
  onAdd(param: TslParam): void;
}

/** Adds a command/event param: name, identifier and type required, default type text (the spec's validation rules). */
export function ParamDialog({ isOpen, onClose, onAdd }: Props) {
  const t = useEditorT();
  const [param, setParam] = useState<TslParam>(emptyParam);
  const [errors, setErrors] = useState<ReturnType<typeof validateParam>>({});
  const set = (patch: Partial<TslParam>) => setParam((p) => ({ ...p, ...patch }));
  const close = () => {
    setParam(emptyParam());
    setErrors({});
    onClose();
  };
  const submit = () => {
    const found = validateParam(param);
    setErrors(found);
    if (Object.keys(found).length) return;
    onAdd(param);
    close();
  };
  const group = (field: 'name' | 'identifier' | 'type') => ({
    helperText: errors[field] ? t(errors[field]!) : undefined,
    intent: errors[field] ? Intent.DANGER : Intent.NONE,
  });
  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('param.title')} style={{ width: 500 }}>
      <div className={Classes.DIALOG_BODY}>
        <FormGroup label={t('param.name')} labelInfo="*" labelFor="param-name" {...group('name')}>
          <InputGroup id="param-name" value={param.name} onChange={(e) => set({ name: e.target.value })} />
        </FormGroup>
        <FormGroup label={t('param.identifier')} labelInfo="*" labelFor="param-identifier" {...group('identifier')}>
          <InputGroup id="param-identifier" value={param.identifier} onChange={(e) => set({ identifier: e.target.value })} />
        </FormGroup>
        <FormGroup label={t('param.type')} labelInfo="*" labelFor="param-type" {...group('type')}>
          <HTMLSelect id="param-type" value={param.type} onChange={(e) => set({ type: e.target.value as ParamType | '' })}>
            <option value="">{t('common.select')}</option>
            {PARAM_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`paramTypes.${p}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('param.description')} labelFor="param-description">
          <TextArea id="param-description" fill value={param.description} onChange={(e) => set({ description: e.target.value })} />
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button intent="primary" onClick={submit}>
            {t('common.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
