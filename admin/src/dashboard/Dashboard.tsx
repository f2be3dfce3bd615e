import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { Box, Grid, Typography } from '@mui/material';
import categories from '../categories/index.ts';
import packages from '../packages/index.ts';
import works from '../works/index.ts';
import orders from '../orders/index.ts';
import { CountCard } from './CountCard.tsx';
import { LatestMessages } from './LatestMessages.tsx';
import { PublishStatus } from './PublishStatus.tsx';
import { BackupStatus } from './BackupStatus.tsx';

/** The admin profile of SPEC.md section 2: the dashboard's buttons, a count beside each list, the contact messages. */
export default function Dashboard() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  // The dashboard fits the role: the catalogue and publishing for its editors, orders and messages for sales.
  const { canAccess: editsCatalogue } = useCanAccess({ resource: 'publish', action: 'show' });
  const { canAccess: seesOrders } = useCanAccess({ resource: 'orders', action: 'list' });
  const { canAccess: seesBackups } = useCanAccess({ resource: 'backups', action: 'show' });
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Profile" />
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {identity?.fullName ? translate('console.dashboard.welcome_name', { name: identity.fullName }) : translate('console.dashboard.welcome')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('console.dashboard.intro')}
      </Typography>
      {editsCatalogue ? <PublishStatus /> : null}
      {seesBackups ? <BackupStatus /> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard resource="categories" title="Categories" icon={categories.icon} viewLabel="View categories" createLabel="Create category" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard resource="packages" title="Packages" icon={packages.icon} viewLabel="View packages" createLabel="Create package" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard resource="works" title="Works" icon={works.icon} viewLabel="View works" createLabel="Create work" />
        </Grid>
        {seesOrders ? (
          <>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <CountCard resource="orders" title="Orders" icon={orders.icon} viewLabel="View orders" />
            </Grid>
            <Grid size={12}>
              <LatestMessages />
            </Grid>
          </>
        ) : null}
      </Grid>
    </Box>
  );
}
