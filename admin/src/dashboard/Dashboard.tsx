import { Title, useCanAccess, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Box, Grid, Typography } from '@mui/material';
import categories from '../categories/index.ts';
import packages from '../packages/index.ts';
import works from '../works/index.ts';
import orders from '../orders/index.ts';
import staff from '../staff/index.ts';
import { CountCard } from './CountCard.tsx';
import { LatestMessages } from './LatestMessages.tsx';
import { PublishStatus } from './PublishStatus.tsx';
import { BackupStatus } from './BackupStatus.tsx';
import { DayWork } from './DayWork.tsx';
import { FollowUpsCard } from '../leads/FollowUpsCard.tsx';
import { TodayVisitsCard } from '../visits/TodayVisitsCard.tsx';
import { maySeeVisits } from '../visits/visitApi.ts';

const cell = { xs: 12, sm: 6, lg: 3 } as const;

/**
 * The admin profile of SPEC.md section 2: the dashboard's buttons, a count beside each list, the contact messages. It
 * fits the role: an owner sees everything (staff included), an editor the catalogue and publishing, sales their orders
 * and the messages first, the catalogue (read only) after.
 */
export default function Dashboard() {
  const { identity } = useGetIdentity();
  const { permissions: role } = usePermissions();
  const translate = useTranslate();
  const publish = useCanAccess({ resource: 'publish', action: 'show' });
  const orderList = useCanAccess({ resource: 'orders', action: 'list' });
  const backups = useCanAccess({ resource: 'backups', action: 'show' });
  const staffList = useCanAccess({ resource: 'staff', action: 'list' });
  const editsCatalogue = publish.canAccess;
  const seesOrders = orderList.canAccess;
  const seesBackups = backups.canAccess;
  const seesStaff = staffList.canAccess;
  // The cards are laid out once every answer is in: laid out on the first ones, they changed places as the others came
  // (an owner's orders first, then after the catalogue), under a click aimed at one of them.
  const settled = ![publish, orderList, backups, staffList].some((check) => check.isPending) && role !== undefined;
  const catalogue = (
    <>
      <Grid size={cell}>
        <CountCard resource="categories" title="Categories" icon={categories.icon} viewLabel="View categories" createLabel="Create category" />
      </Grid>
      <Grid size={cell}>
        <CountCard resource="packages" title="Packages" icon={packages.icon} viewLabel="View packages" createLabel="Create package" />
      </Grid>
      <Grid size={cell}>
        <CountCard resource="works" title="Works" icon={works.icon} viewLabel="View works" createLabel="Create work" />
      </Grid>
    </>
  );
  const customers = seesOrders ? (
    <>
      {role === 'sales' && identity ? (
        <Grid size={cell}>
          <CountCard
            id="my-orders"
            resource="orders"
            title="console.staff.orders.mine"
            icon={orders.icon}
            viewLabel="View orders"
            filter={{ assigned_to: identity.id }}
          />
        </Grid>
      ) : null}
      <Grid size={cell}>
        <CountCard resource="orders" title="Orders" icon={orders.icon} viewLabel="View orders" />
      </Grid>
      {maySeeVisits(role) ? (
        <Grid size={cell}>
          <TodayVisitsCard />
        </Grid>
      ) : null}
      {seesStaff ? (
        <Grid size={cell}>
          <CountCard resource="staff" title="Staff" icon={staff.icon} viewLabel="View staff" createLabel="console.staff.invite" />
        </Grid>
      ) : null}
    </>
  ) : null;
  // Sales handle customers: their orders and messages come first.
  const salesFirst = seesOrders && !editsCatalogue;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Profile" />
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {identity?.fullName ? translate('console.dashboard.welcome_name', { name: identity.fullName }) : translate('console.dashboard.welcome')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('console.dashboard.intro')}
      </Typography>
      {/* What needs action first, for those who handle orders (its cards keep their size while it loads). */}
      {settled && seesOrders ? <DayWork /> : null}
      {settled && seesOrders ? <FollowUpsCard /> : null}
      {/* The counts next: the statuses below them arrive later and must not move the cards' buttons under a click. */}
      {settled ? (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {salesFirst ? customers : catalogue}
          {salesFirst ? catalogue : customers}
        </Grid>
      ) : (
        <Box role="status" sx={{ minHeight: 180 }} aria-label={translate('ra.page.loading')} />
      )}
      {editsCatalogue ? <PublishStatus /> : null}
      {seesBackups ? <BackupStatus /> : null}
      {seesOrders ? <LatestMessages /> : null}
    </Box>
  );
}
