import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Tooltip } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { deviceOnCompanyTime } from '@fitout/shared';

/**
 * "Times are Cairo time.", where the device is on another clock (the console writes every time in Cairo's zone, as the
 * site does). In the app bar from a tablet's width (the words from a desktop's, the clock alone between); on a phone,
 * whose app bar has no room left beside the page's title, at the foot of the menu.
 */
export function CairoTimeNote({ place }: { place: 'app-bar' | 'menu' }) {
  const translate = useTranslate();
  const [elsewhere] = useState(() => !deviceOnCompanyTime());
  if (!elsewhere) return null;
  const note = translate('console.cairo_time');
  const inMenu = place === 'menu';
  return (
    <Tooltip title={inMenu ? '' : note}>
      <Box
        role="note"
        aria-label={note}
        sx={{
          display: inMenu ? { xs: 'flex', sm: 'none' } : { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          gap: 0.75,
          mx: inMenu ? 2 : 1,
          my: inMenu ? 1.5 : 0,
          typography: 'body2',
          color: inMenu ? 'text.secondary' : undefined,
          whiteSpace: 'nowrap',
        }}
      >
        <ScheduleIcon fontSize="small" aria-hidden />
        <Box component="span" aria-hidden sx={{ display: inMenu ? 'inline' : { xs: 'none', md: 'inline' } }}>
          {note}
        </Box>
      </Box>
    </Tooltip>
  );
}
