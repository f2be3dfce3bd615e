import { lazy } from 'react';
import GroupIcon from '@mui/icons-material/GroupOutlined';

// The owner's: staff accounts are invited (create), given a role (edit), suspended and reinstated; never deleted.
export default {
  list: lazy(() => import('./StaffList.tsx')),
  create: lazy(() => import('./StaffInvite.tsx')),
  edit: lazy(() => import('./StaffEdit.tsx')),
  icon: GroupIcon,
  recordRepresentation: (record: { full_name?: string; email?: string }) => record.full_name || record.email || '',
};
