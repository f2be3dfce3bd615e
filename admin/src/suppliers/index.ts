import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';

// Job costs' suppliers (issue 39): the sales desk keeps them; purchase orders and bills on an order name them.
export default {
  list: lazy(() => import('./SupplierList.tsx')),
  create: lazy(() => import('./SupplierCreate.tsx')),
  edit: lazy(() => import('./SupplierEdit.tsx')),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
