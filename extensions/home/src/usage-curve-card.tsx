import { useMemo } from 'react';
import { Card, H5, NonIdealState } from '@blueprintjs/core';
import { EChart, useT } from '@tessera/sdk';
import { buildUsageCurveOption, type UsageSample } from './usage-chart-option';

export interface UsageCurveCardProps {
  title: string;
  samples: UsageSample[];
  color: string;
}

/** A live CPU or memory curve; the shell's chart host draws it. */
export function UsageCurveCard({ title, samples, color }: UsageCurveCardProps) {
  const { t } = useT();
  const option = useMemo(() => buildUsageCurveOption(samples, { name: title, color }), [samples, title, color]);
  const empty = option.series[0].data.length === 0;
  return (
    <Card className="tessera-home-card">
      <H5>{title}</H5>
      {empty ? <NonIdealState icon="timeline-line-chart" description={t('common.noData')} /> : <EChart option={option} height={240} charts={['line']} />}
    </Card>
  );
}
