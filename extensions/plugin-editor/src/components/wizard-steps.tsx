import { Icon } from '@blueprintjs/core';
import { useEditorT } from '../i18n';

const STEP_KEYS = ['wizard.steps.info', 'wizard.steps.model', 'wizard.steps.chart', 'wizard.steps.save'] as const;

/** The step bar: 设备信息, 设备模型, 图表, 保存 (0-3). */
export function WizardSteps({ step }: { step: number }) {
  const t = useEditorT();
  return (
    <ol className="tessera-wizard-steps" style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
      {STEP_KEYS.map((key, i) => (
        <li
          key={key}
          aria-current={i === step ? 'step' : undefined}
          style={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: i === step ? 600 : 400, opacity: i > step ? 0.6 : 1 }}
        >
          <Icon icon={i < step ? 'tick-circle' : 'circle'} intent={i <= step ? 'primary' : 'none'} />
          <span>
            {i + 1}. {t(key)}
          </span>
        </li>
      ))}
    </ol>
  );
}
