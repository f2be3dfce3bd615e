import { lazy } from 'react';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';

export default {
  list: lazy(() => import('./WorkList.tsx')),
  create: lazy(() => import('./WorkCreate.tsx')),
  edit: lazy(() => import('./WorkEdit.tsx')),
  show: lazy(() => import('./WorkShow.tsx')),
  icon: PhotoLibraryIcon,
  recordRepresentation: 'title',
};
