import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

// Read-only and the owner's alone (the contract's admin.audit): every staff write and sign-in, with before and after.
export default {
  list: lazy(() => import('./AuditList.tsx')),
  show: lazy(() => import('./AuditShow.tsx')),
  icon: HistoryIcon,
  recordRepresentation: 'id',
};
