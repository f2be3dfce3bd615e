import { lazy } from 'react';
import MailIcon from '@mui/icons-material/MailOutlined';

// Read-only: messages arrive through the site's contact form.
export default {
  list: lazy(() => import('./ContactMessageList.tsx')),
  show: lazy(() => import('./ContactMessageShow.tsx')),
  icon: MailIcon,
  recordRepresentation: 'name',
};
