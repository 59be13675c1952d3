import { Card, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';

export interface StatCardProps {
  label: string;
  value: string;
  icon: IconName;
  color: string;
}

/** One headline number of the home page. */
export function StatCard({ label, value, icon, color }: StatCardProps) {
  return (
    <Card className="tessera-home-stat" style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Icon icon={icon} size={32} color={color} />
      <div>
        <div className="bp6-text-muted">{label}</div>
        <div className="tessera-home-stat-value" style={{ fontSize: 24, fontWeight: 600 }}>
          {value}
        </div>
      </div>
    </Card>
  );
}
