import EventIcon from '@mui/icons-material/EventOutlined';
import ListIcon from '@mui/icons-material/List';
import { LinkButton } from '../buttons/LinkButton.tsx';
import { CountTile } from '../dashboard/CountTile.tsx';
import { cairoToday, useDayVisits } from './visitApi.ts';
import { useVisitWords } from './useVisitWords.ts';

/** The dashboard's "Today's visits: N" (Cairo's today), in the look of the other counts, with the way to the visits page. */
export function TodayVisitsCard() {
  const { w, number } = useVisitWords();
  const { data, isPending, isError } = useDayVisits(cairoToday());
  const count = data ? number(data.length) : '–';
  return (
    <CountTile
      label={w('today_card_label', { count })}
      title={w('today_card')}
      icon={EventIcon}
      count={isError ? undefined : count}
      pending={isPending}
      testId="count-visits-today"
    >
      <LinkButton to="/visits" label="console.visits.view_visits" icon={<ListIcon />} variant="outlined" />
    </CountTile>
  );
}
