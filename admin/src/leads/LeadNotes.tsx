// A lead's notes and messages, oldest first, and the form that adds one.
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { type Lead, leads } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';
import { postLead } from './leadApi.ts';
import { useLeadWords } from './useLeadWords.ts';

export function LeadNotes() {
  const lead = useRecordContext<Lead>();
  const { w } = useLeadWords();
  const { date } = useFormats();
  const notify = useNotify();
  const refresh = useRefresh();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  if (!lead) return null;

  const add = async () => {
    setSending(true);
    try {
      await postLead(leads.addNote, lead.id, { body });
      setBody('');
      notify(w('note_added'), { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {w('notes')}
        </Typography>
        {lead.notes.length ? (
          <List dense data-testid="lead-notes">
            {lead.notes.map((note) => (
              <ListItem
                key={note.id}
                disableGutters
                alignItems="flex-start"
                sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Chip size="small" variant="outlined" label={w(`kinds.${note.kind}`)} />
                      <Typography component="span" variant="body2" color="text.secondary">
                        {note.author_name || w('visitor')} · {date(note.created_at)}
                      </Typography>
                    </Box>
                  }
                  secondary={
                    <Typography component="span" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-line', mt: 0.5, color: 'text.primary' }}>
                      {note.body}
                    </Typography>
                  }
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ my: 1 }}>
            {w('no_notes')}
          </Typography>
        )}
        <TextField
          label={w('add_note')}
          placeholder={w('note_placeholder')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { dir: 'auto' } }}
          sx={{ mt: 1 }}
        />
        <Button variant="contained" size="small" sx={{ mt: 1 }} disabled={sending || !body.trim()} onClick={add}>
          {w('add_note')}
        </Button>
      </CardContent>
    </Card>
  );
}
