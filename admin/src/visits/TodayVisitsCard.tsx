import { Box, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/EventOutlined';
import ListIcon from '@mui/icons-material/List';
import { LinkButton } from '../buttons/LinkButton.tsx';
import { cairoToday, useDayVisits } from './visitApi.ts';
import { useVisitWords } from './useVisitWords.ts';

/** The dashboard's "Today's visits: N" (Cairo's today), as the other counts look, with the way to the visits page. */
export function TodayVisitsCard() {
  const { w, number } = useVisitWords();
  const { data, isPending, isError } = useDayVisits(cairoToday());
  const count = data ? number(data.length) : '–';
  return (
    <Card component="section" aria-label={w('today_card_label', { count })} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1 }}>
        <Box sx={{ color: 'primary.main', bgcolor: 'action.hover', borderRadius: 2, p: 1, display: 'flex' }}>
          <EventIcon fontSize="large" />
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary" component="h2">
            {w('today_card')}
          </Typography>
          <Typography variant="h4" component="p" data-testid="count-visits-today" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {isPending ? <Skeleton width={40} /> : isError ? '–' : count}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <LinkButton to="/visits" label="console.visits.view_visits" icon={<ListIcon />} variant="outlined" />
      </CardActions>
    </Card>
  );
}
