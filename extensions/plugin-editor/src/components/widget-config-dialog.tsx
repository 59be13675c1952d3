import { Button, Classes, Dialog } from '@blueprintjs/core';
import { useT, WidgetEditorOutlet, type DataSourceItem, type WidgetConfig, type WidgetDefinition } from '@tessera/sdk';
import { toJS } from 'mobx';
import { useState } from 'react';
import { useEditorT } from '../i18n';

export const DIALOG_MIN_WIDTH = 500;
export const DIALOG_MAX_WIDTH = 1000;

/** A widget's config dialog width: its own `editorWidth` (scene control 665), kept within 500-1000 px. */
export function dialogWidth(def: WidgetDefinition<any>): number {
  const own = Number((def as { editorWidth?: number }).editorWidth ?? 600);
  return Math.min(DIALOG_MAX_WIDTH, Math.max(DIALOG_MIN_WIDTH, own));
}

interface Props {
  def: WidgetDefinition<any>;
  initial: WidgetConfig;
  dataSources: DataSourceItem[];
  onSave(config: WidgetConfig): void;
  onClose(): void;
}

/**
 * Hosts a widget's Editor (data-binding tab + UI tab) through a WidgetEditorOutlet, inside the widget owner's
 * boundary. Validation messages appear once the user tries to
 * confirm; the binding is saved only when validate() returns none.
 */
export function WidgetConfigDialog({ def, initial, dataSources, onSave, onClose }: Props) {
  const t = useEditorT();
  const { t: tAny } = useT();
  const [config, setConfig] = useState<WidgetConfig>(() => structuredClone(toJS(initial)));
  const [tried, setTried] = useState(false);
  const errors = tried ? def.validate(config) : [];
  const confirm = () => {
    setTried(true);
    if (def.validate(config).length === 0) {
      onSave(config);
      onClose();
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={tAny(def.title)} style={{ width: dialogWidth(def) }} canOutsideClickClose={false}>
      <div className={Classes.DIALOG_BODY} data-testid="widget-config">
        {def.Editor ? <WidgetEditorOutlet config={config} dataSources={dataSources} onChange={setConfig} errors={errors} /> : null}
        {errors.length > 0 && (
          <ul className="tessera-widget-errors" data-testid="widget-errors" style={{ color: '#cd4246', margin: '8px 0 0', paddingLeft: 18 }}>
            {errors.map((e) => (
              <li key={e}>{tAny(e)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button intent="primary" onClick={confirm}>
            {t('common.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
