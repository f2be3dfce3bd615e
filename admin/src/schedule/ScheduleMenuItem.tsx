import { Menu, useBasename, useTranslate } from 'react-admin';
import ViewTimelineIcon from '@mui/icons-material/ViewTimelineOutlined';

/** The menu's way to the schedule page: templates (owner and sales) and one's own calendar feed (all staff). */
export function ScheduleMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu.Item
      to={`${basename}/schedule`}
      primaryText={translate('console.schedule.title')}
      leftIcon={<ViewTimelineIcon />}
      state={{ _scrollToTop: true }}
    />
  );
}
