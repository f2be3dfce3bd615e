import { lazy } from 'react';
import LeadIcon from '@mui/icons-material/TrendingUpOutlined';

// Leads (issue 39): the sales desk's (owner and sales), from the site's enquiries to a signed job.
export default {
  list: lazy(() => import('./LeadList.tsx')),
  show: lazy(() => import('./LeadShow.tsx')),
  edit: lazy(() => import('./LeadEdit.tsx')),
  create: lazy(() => import('./LeadCreate.tsx')),
  icon: LeadIcon,
  recordRepresentation: 'name',
};
