import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';

export default {
  list: lazy(() => import('./CategoryList.tsx')),
  create: lazy(() => import('./CategoryCreate.tsx')),
  edit: lazy(() => import('./CategoryEdit.tsx')),
  show: lazy(() => import('./CategoryShow.tsx')),
  icon: CategoryIcon,
  recordRepresentation: 'title',
};
