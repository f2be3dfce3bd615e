import { forwardRef } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { messages, toastMs } from '@fitout/shared';

/** Signs out (the site's session too: it is the same one) and says so (SPEC.md section 8). */
export const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(_props, ref) {
  const logout = useLogout();
  const notify = useNotify();
  return (
    <MenuItem
      ref={ref}
      onClick={async () => {
        await logout(null, undefined, false);
        notify(messages.loggedOut, { type: 'info', autoHideDuration: toastMs.success });
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Logout</ListItemText>
    </MenuItem>
  );
});
