import { Menu, useBasename, usePermissions, useTranslate } from 'react-admin';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { maySeeOnlinePayments } from './onlinePaymentApi.ts';

/** The menu's way to the online payments page, for the roles that see it (owner and sales). */
export function OnlinePaymentsMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions: role, isPending } = usePermissions();
  if (isPending || !maySeeOnlinePayments(role)) return null;
  return (
    <Menu.Item
      to={`${basename}/online-payments`}
      primaryText={translate('console.online_payments.menu')}
      leftIcon={<PaymentsIcon />}
      state={{ _scrollToTop: true }}
    />
  );
}
