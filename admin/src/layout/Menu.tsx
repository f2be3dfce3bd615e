import { Menu, useResourceDefinitions } from 'react-admin';
import { VisitsMenuItem } from '../visits/VisitsMenuItem.tsx';
import { OnlinePaymentsMenuItem } from '../online-payments/OnlinePaymentsMenuItem.tsx';
import { InsightsMenuItem } from '../insights/index.ts';
import { ScheduleMenuItem } from '../schedule/ScheduleMenuItem.tsx';
import { CairoTimeNote } from './CairoTimeNote.tsx';

/**
 * react-admin's menu (the dashboard, then each resource with a list, as far as the role may see it), with the pages
 * that are not resources after the resource they belong with: the site visits after the orders.
 */
export function ConsoleMenu() {
  const resources = useResourceDefinitions();
  return (
    <Menu>
      <Menu.DashboardItem />
      {Object.keys(resources)
        .filter((name) => resources[name]?.hasList)
        .flatMap((name) => [
          <Menu.ResourceItem key={name} name={name} />,
          ...(name === 'orders'
            ? [
                <VisitsMenuItem key="visits" />,
                <OnlinePaymentsMenuItem key="online-payments" />,
                <ScheduleMenuItem key="schedule" />,
                <InsightsMenuItem key="insights" />,
              ]
            : []),
        ])}
      <CairoTimeNote place="menu" />
    </Menu>
  );
}
