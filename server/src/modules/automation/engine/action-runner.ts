/**
 * Runs actions: device outputs through the console's command path (set attributes / call a service, logged in
 * the device log as automatic control), scenes, alarms, notices and control strategies. Each run writes its log
 * with one detail row per action; a failed action marks the run failed without stopping the others.
 */
import type { AppContext } from '../../../app-context';
import type { Caller } from '../../../http/route';
import type { AlertService } from '../../alerts/service';
import { OPERATION_TYPE } from '../../commands/messages';
import type { CommandService } from '../../commands/service';
import type { Scope } from '../../devices/scope';
import { formatDateTime } from '../../home/service';
import type { Notifier } from '../../notifications/notifier';
import { ACTION, DEVICE_MODEL, RESULT, SCENE_ACTION } from '../codes';
import * as runs from '../run-store';
import * as store from '../store';
import type { ActionTable } from '../tables';
import type { DeviceInstruct } from '../wire';
import type { CompiledAutomation } from './condition-index';

export interface RunContext {
  tenantId: string;
  /** How many automatic steps led here (loop cut-off). */
  depth: number;
  /** The device the alarm belongs to ('' for timed runs). */
  alarmDeviceId: string;
  text: string;
  value: string;
}

export interface RunnerHooks {
  /** A device got an automatic command at this depth (its next report continues the chain). */
  commanded(deviceId: string, depth: number): void;
  /** A scene switched an automation on or off. */
  toggled(tenantId: string, automationId: string, enabled: string): Promise<void>;
}

type Detail = runs.LogDetail;

function scopeFor(tenantId: string, sender: string): Scope {
  const caller: Caller = { id: '', email: sender, name: sender, authority: 'TENANT_ADMIN', tenant_id: tenantId, jti: '' };
  return { tenantId, caller };
}

export class ActionRunner {
  constructor(
    private readonly ctx: AppContext,
    private readonly commands: CommandService,
    private readonly alerts: AlertService,
    private readonly notifier: Notifier,
    private readonly hooks: RunnerHooks,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private now() {
    return this.ctx.clock.now();
  }

  /** Sends one device action to a device, or to every device of a group. */
  private async device(
    tenantId: string,
    sender: string,
    target: { device_id: string; asset_id: string },
    ins: DeviceInstruct,
    depth: number,
    type: string,
  ): Promise<Detail[]> {
    const ids = target.device_id ? [target.device_id] : await store.devicesOfGroup(this.db, tenantId, target.asset_id);
    const s = scopeFor(tenantId, sender);
    const out: Detail[] = [];
    for (const id of ids) {
      const what = JSON.stringify(ins.instruct);
      try {
        this.hooks.commanded(id, depth + 1);
        if (ins.device_model === DEVICE_MODEL.service) {
          const { method, params } = ins.instruct as { method: string; params?: Record<string, unknown> };
          await this.commands.sendCommand(s, id, method, params ?? {}, { operationType: OPERATION_TYPE.automatic, sender, unlimited: true, name: method });
        } else {
          await this.commands.sendAttributes(s, id, ins.instruct, { operationType: OPERATION_TYPE.automatic, sender, unlimited: true });
        }
        out.push({ action_type: type, target_id: id, process_description: what, process_result: RESULT.ok, remark: '' });
      } catch (err) {
        out.push({ action_type: type, target_id: id, process_description: `${what}: ${(err as Error).message}`, process_result: RESULT.failed, remark: '' });
      }
    }
    if (!ids.length)
      out.push({ action_type: type, target_id: target.asset_id, process_description: 'group has no devices', process_result: RESULT.failed, remark: '' });
    return out;
  }

  private async alarm(a: CompiledAutomation, act: ActionTable, run: RunContext): Promise<Detail> {
    const strategy = await store.findStrategy(this.db, a.tenantId, act.warning_strategy_id);
    if (!strategy)
      return {
        action_type: ACTION.alarm,
        target_id: act.warning_strategy_id,
        process_description: 'alarm strategy not found',
        process_result: RESULT.failed,
        remark: '',
      };
    const places = await store.devicePlaces(this.db, run.alarmDeviceId ? [run.alarmDeviceId] : []);
    const out = await this.alerts.raise({
      tenantId: a.tenantId,
      strategy,
      deviceId: run.alarmDeviceId,
      deviceName: places.get(run.alarmDeviceId)?.device_name ?? '',
      automationId: a.id,
      automationName: a.name,
      value: run.value,
      content: run.text,
    });
    const text =
      out.kind === 'raised'
        ? `alarm raised ${out.id}`
        : out.kind === 'updated'
          ? `alarm ${out.id} updated (count ${out.count})`
          : `count ${out.hits}, not reached ${out.needed}`;
    return {
      action_type: ACTION.alarm,
      target_id: strategy.id,
      process_description: text,
      process_result: RESULT.ok,
      remark: out.kind === 'counting' ? '' : out.id,
    };
  }

  private async notice(tenantId: string, groupId: string, subject: string, content: string, source: string, sourceId: string, type: string): Promise<Detail> {
    try {
      await this.notifier.notify({ tenantId, groupId, subject, content, source, sourceId });
      return { action_type: type, target_id: groupId, process_description: subject, process_result: RESULT.ok, remark: '' };
    } catch (err) {
      return { action_type: type, target_id: groupId, process_description: (err as Error).message, process_result: RESULT.failed, remark: '' };
    }
  }

  private async control(tenantId: string, sender: string, id: string, depth: number): Promise<Detail[]> {
    const c = await store.findControl(this.db, tenantId, id);
    if (!c)
      return [{ action_type: ACTION.control, target_id: id, process_description: 'control strategy not found', process_result: RESULT.failed, remark: '' }];
    const out: Detail[] = [];
    for (const step of JSON.parse(c.actions) as Array<{ device_id?: string; asset_id?: string } & DeviceInstruct>) {
      out.push(...(await this.device(tenantId, sender, { device_id: step.device_id ?? '', asset_id: step.asset_id ?? '' }, step, depth, ACTION.control)));
    }
    return out;
  }

  /** Runs an automation's actions in order and writes its log; returns the log id. */
  async runAutomation(a: CompiledAutomation, run: RunContext): Promise<string> {
    const details: Detail[] = [];
    for (const act of a.actions) {
      switch (act.action_type) {
        case ACTION.device:
          details.push(...(await this.device(a.tenantId, a.name, act, JSON.parse(act.additional_info) as DeviceInstruct, run.depth, ACTION.device)));
          break;
        case ACTION.alarm:
          details.push(await this.alarm(a, act, run));
          break;
        case ACTION.scene: {
          const log = await this.runScene(a.tenantId, act.scenario_strategy_id, true, run.depth + 1);
          details.push({
            action_type: ACTION.scene,
            target_id: act.scenario_strategy_id,
            process_description: log ? `scene log ${log.id}` : 'scene not found',
            process_result: log?.ok ? RESULT.ok : RESULT.failed,
            remark: log?.id ?? '',
          });
          break;
        }
        case ACTION.notify:
          details.push(await this.notice(a.tenantId, act.notification_group_id, a.name, run.text, 'automation', a.id, ACTION.notify));
          break;
        case ACTION.control:
          details.push(...(await this.control(a.tenantId, a.name, act.control_strategy_id, run.depth)));
          break;
      }
    }
    return this.log('automation', a.tenantId, a.id, run.text, details);
  }

  /** A problem that stopped a run before its actions (the loop cut-off), logged as a failed run. */
  logRefused(a: CompiledAutomation, text: string): Promise<string> {
    return this.log('automation', a.tenantId, a.id, text, [], RESULT.failed);
  }

  /** A cleared alarm, logged on the automation. */
  logCleared(a: CompiledAutomation, alarmIds: string[], strategyId: string): Promise<string> {
    return this.log('automation', a.tenantId, a.id, `alarm cleared: ${alarmIds.join(', ')}`, [
      {
        action_type: ACTION.alarm,
        target_id: strategyId,
        process_description: `alarm cleared ${alarmIds.join(', ')}`,
        process_result: RESULT.ok,
        remark: alarmIds.join(','),
      },
    ]);
  }

  async runScene(tenantId: string, sceneId: string, automatic: boolean, depth: number): Promise<{ id: string; ok: boolean } | null> {
    const scene = await store.findScene(this.db, tenantId, sceneId);
    if (!scene) return null;
    const details: Detail[] = [];
    for (const act of await store.sceneActions(this.db, sceneId)) {
      if (act.action_type === SCENE_ACTION.device) {
        details.push(
          ...(await this.device(
            tenantId,
            scene.scenario_name,
            act,
            { device_model: act.device_model || DEVICE_MODEL.attributes, instruct: JSON.parse(act.instruct || '{}') },
            depth,
            SCENE_ACTION.device,
          )),
        );
      } else if (act.action_type === SCENE_ACTION.toggleAutomation) {
        const enabled = (JSON.parse(act.instruct || '{}') as { switch?: string }).switch === '0' ? '0' : '1';
        await this.hooks.toggled(tenantId, act.automation_id, enabled);
        details.push({
          action_type: act.action_type,
          target_id: act.automation_id,
          process_description: `enabled=${enabled}`,
          process_result: RESULT.ok,
          remark: '',
        });
      } else {
        details.push(
          await this.notice(
            tenantId,
            act.notification_group_id,
            scene.scenario_name,
            scene.scenario_description || scene.scenario_name,
            'scene',
            sceneId,
            act.action_type,
          ),
        );
      }
    }
    const id = await this.log('scenario', tenantId, sceneId, automatic ? 'automatic' : 'manual', details);
    return { id, ok: details.every((d) => d.process_result === RESULT.ok) };
  }

  private async log(kind: runs.LogKind, tenantId: string, ownerId: string, text: string, details: Detail[], forced?: string): Promise<string> {
    const now = this.now();
    const failed = forced === RESULT.failed || details.some((d) => d.process_result === RESULT.failed);
    return runs.writeLog(
      this.db,
      kind,
      {
        tenant_id: tenantId,
        owner_id: ownerId,
        trigger_time: formatDateTime(now),
        created_ms: now,
        process_description: text,
        process_result: failed ? RESULT.failed : RESULT.ok,
        remark: '',
      },
      details,
    );
  }
}
