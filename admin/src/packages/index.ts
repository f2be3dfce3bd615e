import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2';

export default {
  list: lazy(() => import('./PackageList.tsx')),
  create: lazy(() => import('./PackageCreate.tsx')),
  edit: lazy(() => import('./PackageEdit.tsx')),
  show: lazy(() => import('./PackageShow.tsx')),
  icon: InventoryIcon,
  recordRepresentation: 'title',
};
