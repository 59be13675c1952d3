import { defineExtension } from '@tessera/sdk';
import { IncomeView } from './income/income-view';
import { PriceView } from './price/price-view';
import { RuleListView } from './rule/rule-list-view';
import { SettingView } from './setting/setting-view';

/** Charging sites: charge rules, tier prices, the site setting, orders and income. View ids match extension.json. */
export default defineExtension({
  views: {
    rule: RuleListView,
    setting: SettingView,
    price: PriceView,
    income: IncomeView,
  },
});
