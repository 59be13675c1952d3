import { Button, Radio, RadioGroup, SegmentedControl, Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { PluginApi } from '../api/plugin-api';
import { useEditorT } from '../i18n';
import type { TslClassify, TslEvent, TslMapNode, TslService, TslTab } from '../model/plugin-types';
import type { EditMode, WizardStore } from '../model/wizard-store';
import { AdvancedItemDialog } from './advanced-item-dialog';
import { CommandTable, type CommandFields } from './command-table';
import { JsonViewDialog } from './json-view-dialog';
import { PropertyTable } from './property-table';
import { TslCascader } from './tsl-cascader';

/** Thing-model table height (the spec's constants). */
export const TABLE_HEIGHT = 450;
/** The id of the unit suggestions list the unit inputs point at. */
export const UNITS_LIST_ID = 'tessera-tsl-units';

const SERVICE_FIELDS: CommandFields<TslService> = { name: 'commandName', id: 'commandId', params: 'commandParams', label: 'tsl.command' };
const EVENT_FIELDS: CommandFields<TslEvent> = { name: 'eventName', id: 'eventId', params: 'eventParams', label: 'tsl.event' };

/** Step 1: standard (cascader, read-only) or custom (editable) thing model in properties/services/events tabs. */
export const TslStep = observer(function TslStep({ store, api }: { store: WizardStore; api: Pick<PluginApi, 'getTslMap' | 'getTypes'> }) {
  const t = useEditorT();
  const [library, setLibrary] = useState<TslMapNode[]>([]);
  const [units, setUnits] = useState<string[]>([]);
  const [jsonOpen, setJsonOpen] = useState(false);
  useEffect(() => {
    let live = true;
    api.getTslMap().then(
      (nodes) => live && setLibrary(nodes ?? []),
      () => undefined,
    );
    // The unit list (about 130 units) is offered as suggestions; a unit outside it stays allowed.
    api.getTypes().then(
      (types) => live && setUnits(types?.units ?? []),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  const standard = store.option.classify === 'standard';
  const table = store.tab === 'properties' ? store.properties : store.tab === 'services' ? store.services : store.events;
  const fields = store.tab === 'services' ? SERVICE_FIELDS : store.tab === 'events' ? EVENT_FIELDS : undefined;
  const tsl = store.config.tsl;
  const panel = (
    <div style={{ height: TABLE_HEIGHT, overflow: 'auto' }} data-testid="tsl-table-area">
      {store.tab === 'properties' && <PropertyTable table={store.properties} readOnly={standard} mode={store.editMode} />}
      {store.tab === 'services' && <CommandTable table={store.services} fields={SERVICE_FIELDS} readOnly={standard} mode={store.editMode} />}
      {store.tab === 'events' && <CommandTable table={store.events} fields={EVENT_FIELDS} readOnly={standard} mode={store.editMode} />}
    </div>
  );
  return (
    <div>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', marginBottom: 12 }}>
        <RadioGroup inline selectedValue={store.option.classify} onChange={(e) => store.setClassify(e.currentTarget.value as TslClassify)}>
          <Radio label={t('tsl.standard')} value="standard" />
          <Radio label={t('tsl.custom')} value="custom" />
        </RadioGroup>
        {standard && <TslCascader options={library} value={store.option.tslValue} onChange={store.chooseStandard} />}
        <div style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
          {!standard && (
            <SegmentedControl
              small
              value={store.editMode}
              onValueChange={(v) => store.setEditMode(v as EditMode)}
              options={[
                { label: t('tsl.simpleMode'), value: 'simple' },
                { label: t('tsl.advancedMode'), value: 'advanced' },
              ]}
            />
          )}
          <Button icon="code" onClick={() => setJsonOpen(true)}>
            {t('tsl.jsonView')}
          </Button>
          {!standard && (
            <Button intent="primary" icon="add" disabled={table.editing} onClick={table.startAdd}>
              {t('common.add')}
            </Button>
          )}
        </div>
      </div>
      <Tabs id="tsl-tabs" renderActiveTabPanelOnly selectedTabId={store.tab} onChange={(id) => store.setTab(id as TslTab)}>
        <Tab id="properties" title={t('tsl.properties')} panel={panel} />
        <Tab id="services" title={t('tsl.services')} panel={panel} />
        <Tab id="events" title={t('tsl.events')} panel={panel} />
      </Tabs>
      {store.editMode === 'advanced' && !standard && <AdvancedItemDialog tab={store.tab} table={table} fields={fields} />}
      <datalist id={UNITS_LIST_ID}>
        {units.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      <JsonViewDialog isOpen={jsonOpen} json={{ properties: tsl.properties, services: tsl.services, events: tsl.events }} onClose={() => setJsonOpen(false)} />
    </div>
  );
});
