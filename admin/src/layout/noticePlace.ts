import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Where the console's toasts appear: bottom centre (react-admin's place) on wider screens, top centre on a phone,
 * where at the bottom they would cover the form toolbar react-admin fixes there (Save under "The form is not
 * valid") and at the top they lie over the app bar rather than the page. The login page places its own alike
 * (door.css).
 */
export function useNoticePlace() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return { vertical: phone ? 'top' : 'bottom', horizontal: 'center' } as const;
}
