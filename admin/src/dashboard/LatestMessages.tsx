import { LinkBase, RecordContextProvider, useBasename, useGetList, useTranslate } from 'react-admin';
import { Box, Card, CardContent, CardHeader, Divider, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { useFormats } from '../i18n/format.ts';
import { LinkButton } from '../buttons/LinkButton.tsx';
import type { ContactMessage } from '@fitout/shared/contract';
import { WhenField } from '../i18n/WhenField.tsx';

/** The newest messages from the site's contact form. */
export function LatestMessages() {
  const basename = useBasename();
  const translate = useTranslate();
  const { number } = useFormats();
  const title = translate('console.menu.contact_messages');
  const { data, total, isPending } = useGetList<ContactMessage>('contact-messages', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        subheader={isPending ? ' ' : translate('console.dashboard.messages_total', { count: number(total ?? 0) })}
        action={<LinkButton to="/contact-messages" label="console.dashboard.view_messages" />}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <Divider />
      <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
        {isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Box>
        ) : data?.length ? (
          <List disablePadding>
            {data.map((message) => (
              <RecordContextProvider key={message.id} value={message}>
                <ListItem disablePadding divider>
                  <ListItemButton component={LinkBase} to={`${basename}/contact-messages/${message.id}/show`}>
                    <ListItemText
                      primary={
                        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                          <span>
                            <strong>{message.name}</strong> · {message.email}
                          </span>
                          <Typography component="span" variant="caption" color="text.secondary">
                            <WhenField source="created_at" showTime />
                          </Typography>
                        </Box>
                      }
                      secondary={message.message}
                      slotProps={{ secondary: { noWrap: true } }}
                    />
                  </ListItemButton>
                </ListItem>
              </RecordContextProvider>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('console.empty.messages')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
