// The head of a console page of its own (not a resource's list or record): its title in the app bar and the browser's
// tab, the same as its heading, and a line on what the page is for.
import { Title } from 'react-admin';
import { Box, Typography } from '@mui/material';

export default function PageIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Title title={title} />
      <Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
      </Box>
    </>
  );
}
