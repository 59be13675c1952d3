import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSystemLogo } from './use-system-logo';

/** The configured logo (`logo_one`) and system name, with the product name as fallback. */
export const SystemBrand = observer(function SystemBrand({ compact = false }: { compact?: boolean }) {
  const logo = useSystemLogo();
  const { t } = useTranslation('core');
  const name = logo?.system_name || t('layout.defaultSystemName');
  return (
    <div className="tessera-brand">
      {logo?.logo_one ? <img className="tessera-brand-logo" src={logo.logo_one} alt={name} /> : <span className="tessera-brand-mark" aria-hidden="true" />}
      {!compact && <span className="tessera-brand-name">{name}</span>}
    </div>
  );
});
