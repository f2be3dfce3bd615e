import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate, useUserMenu } from 'react-admin';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import SecurityIcon from '@mui/icons-material/Security';
import { basename } from '../config.ts';

/** The user menu's way to the Security page (two-factor sign-in, passkeys). */
export const SecurityMenuItem = forwardRef<HTMLAnchorElement>(function SecurityMenuItem(_props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={`${basename}/security`} ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('console.security.title')}</ListItemText>
    </MenuItem>
  );
});
