import { forwardRef } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { toastMs } from '@fitout/shared';
import { leaveNotice } from '../notices/pending.ts';

/** Signs out (the site's session too: it is the same one) and says so (SPEC.md section 8). */
export const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(_props, ref) {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <MenuItem
      ref={ref}
      onClick={async () => {
        // Shown by the login page the console hands over to (which has no translator: the words go as they read).
        leaveNotice({ message: translate('console.notices.logged_out'), type: 'info', autoHideDuration: toastMs.success });
        await logout(null, undefined, false);
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('console.logout')}</ListItemText>
    </MenuItem>
  );
});
