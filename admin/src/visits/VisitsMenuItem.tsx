import { Menu, useBasename, usePermissions, useTranslate } from 'react-admin';
import EventIcon from '@mui/icons-material/EventOutlined';
import { maySeeVisits } from './visitApi.ts';

/** The menu's way to the site visits page, for the roles that see them (owner and sales). */
export function VisitsMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions: role, isPending } = usePermissions();
  if (isPending || !maySeeVisits(role)) return null;
  return (
    <Menu.Item to={`${basename}/visits`} primaryText={translate('console.visits.menu')} leftIcon={<EventIcon />} state={{ _scrollToTop: true }} />
  );
}
