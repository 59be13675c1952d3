import { Tab, Tabs } from '@blueprintjs/core';
import { useT, type ViewProps } from '@tessera/sdk';
import { IncomeReport } from './income-report';
import { OrderList } from './order-list';

/** Income: the report per site and period, and the orders it sums. */
export function IncomeView(_props: ViewProps) {
  const { t } = useT();
  return (
    <section aria-label={t('income.title')} data-testid="charging-income-view">
      <Tabs id="charging-income" renderActiveTabPanelOnly>
        <Tab id="report" title={t('income.report')} panel={<IncomeReport />} />
        <Tab id="orders" title={t('order.title')} panel={<OrderList />} data-testid="income-orders-tab" />
      </Tabs>
    </section>
  );
}
