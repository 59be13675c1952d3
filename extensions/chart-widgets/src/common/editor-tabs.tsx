import { Tab, Tabs } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useWidgetT } from './i18n';

interface Props {
  /** The data-binding tab. */
  binding: ReactNode;
  /** The UI (style) tab. */
  ui: ReactNode;
  /** Extra tabs (the custom gauge's option and simulation tabs), placed first. */
  extra?: { id: string; title: string; panel: ReactNode }[];
}

/** Every config dialog has a data-binding tab and a UI tab (the spec's screens). */
export function EditorTabs({ binding, ui, extra = [] }: Props) {
  const t = useWidgetT();
  const [tab, setTab] = useState<string>(extra[0]?.id ?? 'binding');
  return (
    <Tabs id="widget-editor-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
      {extra.map((e) => (
        <Tab key={e.id} id={e.id} title={e.title} panel={<>{e.panel}</>} />
      ))}
      <Tab id="binding" title={t('editor.bindingTab')} panel={<>{binding}</>} />
      <Tab id="ui" title={t('editor.uiTab')} panel={<>{ui}</>} />
    </Tabs>
  );
}
