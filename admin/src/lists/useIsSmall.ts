import { useMediaQuery, type Theme } from '@mui/material';

/** Phone widths: lists turn into cards. */
export const useIsSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
