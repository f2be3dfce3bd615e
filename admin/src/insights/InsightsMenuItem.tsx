import { Menu, useBasename, usePermissions, useTranslate } from 'react-admin';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import { maySeeInsights } from './insightApi.ts';

/** The menu's way to the business charts, for the roles that see them (owner and sales). */
export function InsightsMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions: role, isPending } = usePermissions();
  if (isPending || !maySeeInsights(role)) return null;
  return (
    <Menu.Item
      to={`${basename}/insights`}
      primaryText={translate('console.insights.menu')}
      leftIcon={<InsightsIcon />}
      state={{ _scrollToTop: true }}
    />
  );
}
