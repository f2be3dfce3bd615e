import { Button } from '@mui/material';
import EngineeringIcon from '@mui/icons-material/EngineeringOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { basename } from '../config.ts';

/** On the order's page: the site diary (daily logs and progress updates that work offline), a page of its own. */
export function SiteDiaryButton() {
  const order = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  if (!order) return null;
  // A full page load: the site page runs outside react-admin, so that it opens without a network.
  return (
    <Button href={`${basename}/site/orders/${order.id}`} startIcon={<EngineeringIcon />} variant="outlined" size="small">
      {translate('console.daily_logs.open')}
    </Button>
  );
}
