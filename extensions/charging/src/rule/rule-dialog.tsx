import { Button, ButtonGroup, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { HttpClient, Notifier, useService, useT } from '@tessera/sdk';
import { useEffect, useState } from 'react';
import { chargingApi, SLOTS_PER_DAY, TIERS, type Rule, type Tier } from '../api/charging-api';
import { DayBar } from './day-bar';
import { TIER_COLORS } from './tier-colors';

export interface RuleDialogProps {
  isOpen: boolean;
  siteId: string;
  rule?: Rule;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a charge rule: a name and a day painted tier by tier (a new rule starts all flat). */
export function RuleDialog({ isOpen, siteId, rule, onClose, onSaved }: RuleDialogProps) {
  const { t } = useT();
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [slots, setSlots] = useState<Tier[]>([]);
  const [brush, setBrush] = useState<Tier>('peak');
  const [nameError, setNameError] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setName(rule?.name ?? '');
    setDescription(rule?.description ?? '');
    setSlots(rule?.slots ?? new Array<Tier>(SLOTS_PER_DAY).fill('flat'));
    setNameError(false);
  }, [isOpen, rule]);

  const save = async () => {
    if (!name.trim()) return setNameError(true);
    setSaving(true);
    try {
      await chargingApi.saveRule(http, { id: rule?.id, site_id: siteId, name: name.trim(), description, slots });
      notifier.success(t(rule ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
    } catch {
      /* the http client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(rule ? 'rule.edit' : 'rule.add')} style={{ width: 760 }}>
      <DialogBody>
        <FormGroup
          label={t('rule.name')}
          labelInfo="*"
          intent={nameError ? 'danger' : 'none'}
          helperText={nameError ? <span data-testid="rule-name-error">{t('common.required')}</span> : undefined}
        >
          <InputGroup
            value={name}
            maxLength={100}
            data-testid="rule-name"
            onChange={(e) => {
              setName(e.target.value);
              setNameError(false);
            }}
          />
        </FormGroup>
        <FormGroup label={t('rule.description')}>
          <TextArea fill value={description} maxLength={500} data-testid="rule-description" onChange={(e) => setDescription(e.target.value)} />
        </FormGroup>
        <FormGroup label={t('rule.brush')} helperText={t('rule.paintHint')}>
          <ButtonGroup>
            {TIERS.map((tier) => (
              <Button
                key={tier}
                active={brush === tier}
                data-testid={`rule-brush-${tier}`}
                onClick={() => setBrush(tier)}
                icon={<span style={{ display: 'inline-block', width: 12, height: 12, background: TIER_COLORS[tier] }} />}
                text={t(`tier.${tier}`)}
              />
            ))}
          </ButtonGroup>
        </FormGroup>
        <DayBar slots={slots} brush={brush} onChange={setSlots} testId="rule-day-bar" height={44} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('common.save')} loading={saving} data-testid="rule-save" onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
