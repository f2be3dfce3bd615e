import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';

// Read-only: customers place orders on the site; the company only reads them.
export default {
  list: lazy(() => import('./OrderList.tsx')),
  show: lazy(() => import('./OrderShow.tsx')),
  icon: ReceiptIcon,
  recordRepresentation: 'full_name',
};
