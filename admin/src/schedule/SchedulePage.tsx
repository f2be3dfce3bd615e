// The console's schedule page (issue 41): the templates per kind of job (owner and sales; a simple editor of their
// tasks, working days and waits), the company holidays working days skip (Holidays.tsx, owner and sales), and for
// every member of staff their own tasks as a calendar feed, made, renewed or revoked here (its secret address is shown
// once, when made).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { jobKindLabel, jobKinds, latinDigits, workStages } from '@fitout/shared';
import { NumberField } from '../i18n/NumberField.tsx';
import { mayCall, schedule, type ScheduleFeed, type ScheduleTemplate } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';
import { call } from '../quotes/quoteApi.ts';
import { DeletableRow } from './DeletableRow.tsx';
import { Holidays } from './Holidays.tsx';

const arabicField = { htmlInput: { dir: 'rtl', lang: 'ar' } } as const;
type Row = { name: string; name_ar: string; stage: string; days: string; after: string };
type Draft = { id?: number; name: string; name_ar: string; kind: string; package_id: string; tasks: Row[] };
const blankRow = (): Row => ({ name: '', name_ar: '', stage: 'preparation', days: '1', after: '' });
const blankDraft = (): Draft => ({ name: '', name_ar: '', kind: 'apartment', package_id: '', tasks: [blankRow()] });

function useWords() {
  const translate = useTranslate();
  return (key: string, args?: Record<string, unknown>) => translate(`console.schedule.${key}`, args);
}

export default function SchedulePage() {
  const w = useWords();
  const { permissions: role } = usePermissions();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={w('templates')} />
      {mayCall(schedule.templates.access, role) && <Templates />}
      {mayCall(schedule.holidays.access, role) && <Holidays />}
      <FeedCard />
    </Box>
  );
}

function Templates() {
  const w = useWords();
  const { number } = useFormats();
  const notify = useNotify();
  const client = useQueryClient();
  const [locale] = useLocaleState();
  const language = locale === 'ar' ? 'ar' : 'en';
  const [draft, setDraft] = useState<Draft | null>(null);
  const { data: templates } = useQuery({ queryKey: ['schedule-templates'], queryFn: () => call<ScheduleTemplate[]>(schedule.templates) });
  const edit = (template: ScheduleTemplate) =>
    setDraft({
      id: template.id,
      name: template.name,
      name_ar: template.name_ar,
      kind: template.kind,
      package_id: template.package_id ? String(template.package_id) : '',
      tasks: template.tasks.map((task) => ({ ...task, days: String(task.days), after: task.after.map((index) => index + 1).join(', ') })),
    });
  async function remove(id: number) {
    try {
      await call(schedule.deleteTemplate, { id });
      notify('console.schedule.deleted', { type: 'success' });
      await client.invalidateQueries({ queryKey: ['schedule-templates'] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {w('templates')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {w('templates_hint')}
        </Typography>
        {(templates ?? []).map((template) => (
          <DeletableRow
            key={template.id}
            data-template={template.id}
            title={language === 'ar' ? template.name_ar : template.name}
            caption={`${jobKindLabel(template.kind, language)} · ${w('total_days', { days: number(template.total_days) })}`}
            name={language === 'ar' ? template.name_ar : template.name}
            onDelete={() => void remove(template.id)}
          >
            <Button onClick={() => edit(template)}>{w('edit')}</Button>
          </DeletableRow>
        ))}
        {draft ? (
          <TemplateForm draft={draft} onDone={() => setDraft(null)} />
        ) : (
          <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setDraft(blankDraft())}>
            {w('new_template')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function TemplateForm({ draft: initial, onDone }: { draft: Draft; onDone: () => void }) {
  const w = useWords();
  const notify = useNotify();
  const client = useQueryClient();
  const [locale] = useLocaleState();
  const [draft, setDraft] = useState(initial);
  const setRow = (index: number, patch: Partial<Row>) =>
    setDraft({ ...draft, tasks: draft.tasks.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  async function save() {
    const body = {
      name: draft.name,
      name_ar: draft.name_ar,
      kind: draft.kind,
      package_id: draft.package_id ? Number(draft.package_id) : null,
      tasks: draft.tasks.map((row) => ({
        name: row.name,
        name_ar: row.name_ar,
        stage: row.stage,
        days: Number(row.days),
        // Shown from 1 as staff count; the API counts from 0. Arabic-Indic digits are read too.
        after: latinDigits(row.after)
          .split(/[,،\s]+/)
          .filter(Boolean)
          .map((n) => Number(n) - 1),
      })),
    };
    try {
      if (draft.id) await call(schedule.updateTemplate, { id: draft.id }, body);
      else await call(schedule.createTemplate, {}, body);
      notify('console.schedule.saved', { type: 'success' });
      await client.invalidateQueries({ queryKey: ['schedule-templates'] });
      onDone();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }
  return (
    <Box
      component="form"
      aria-label={w('new_template')}
      onSubmit={(event) => (event.preventDefault(), void save())}
      sx={{ mt: 3, display: 'grid', gap: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={w('name')} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} required fullWidth />
        <TextField
          label={w('name_ar')}
          value={draft.name_ar}
          onChange={(event) => setDraft({ ...draft, name_ar: event.target.value })}
          required
          fullWidth
          slotProps={arabicField}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={w('kind')}
          value={draft.kind}
          onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          {jobKinds.map((kind) => (
            <MenuItem key={kind.value} value={kind.value}>
              {locale === 'ar' ? kind.labelAr : kind.label}
            </MenuItem>
          ))}
        </TextField>
        <NumberField label={w('package')} value={draft.package_id} onChange={(package_id) => setDraft({ ...draft, package_id })} />
      </Stack>
      {draft.tasks.map((row, index) => (
        <Stack key={index} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }} data-template-row={index + 1}>
          <Typography sx={{ minWidth: 24 }}>{index + 1}.</Typography>
          <TextField size="small" label={w('name')} value={row.name} onChange={(event) => setRow(index, { name: event.target.value })} required />
          <TextField
            size="small"
            label={w('name_ar')}
            value={row.name_ar}
            onChange={(event) => setRow(index, { name_ar: event.target.value })}
            required
            slotProps={arabicField}
          />
          <TextField
            size="small"
            select
            label={w('stage')}
            value={row.stage}
            onChange={(event) => setRow(index, { stage: event.target.value })}
            sx={{ minWidth: 160 }}
          >
            {workStages.map((stage) => (
              <MenuItem key={stage.value} value={stage.value}>
                {locale === 'ar' ? stage.labelAr : stage.label}
              </MenuItem>
            ))}
          </TextField>
          <NumberField size="small" label={w('days')} value={row.days} onChange={(days) => setRow(index, { days })} sx={{ width: 90 }} required />
          <TextField size="small" label={w('after_positions')} value={row.after} onChange={(event) => setRow(index, { after: event.target.value })} />
          <IconButton
            aria-label={w('remove')}
            onClick={() => setDraft({ ...draft, tasks: draft.tasks.filter((_, i) => i !== index) })}
            disabled={draft.tasks.length === 1}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={2}>
        <Button onClick={() => setDraft({ ...draft, tasks: [...draft.tasks, blankRow()] })}>{w('add_row')}</Button>
        <Button type="submit" variant="contained">
          {w('save_template')}
        </Button>
        <Button onClick={onDone}>{w('cancel')}</Button>
      </Stack>
    </Box>
  );
}

function FeedCard() {
  const w = useWords();
  const notify = useNotify();
  const { date } = useFormats();
  const client = useQueryClient();
  const [made, setMade] = useState<string | null>(null);
  const { data: feed } = useQuery({ queryKey: ['schedule-feed'], queryFn: () => call<ScheduleFeed>(schedule.myFeed) });
  async function make() {
    const answer = await call<ScheduleFeed>(schedule.newFeed);
    setMade(answer.url);
    await client.invalidateQueries({ queryKey: ['schedule-feed'] });
  }
  async function revoke() {
    await call(schedule.revokeFeed);
    setMade(null);
    notify('console.schedule.feed_revoked', { type: 'success' });
    await client.invalidateQueries({ queryKey: ['schedule-feed'] });
  }
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {w('feed')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {w('feed_hint')}
        </Typography>
        {made && (
          <TextField
            label="URL"
            value={made}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
            sx={{ mb: 2 }}
            onFocus={(event) => event.target.select()}
          />
        )}
        {feed?.active && !made && feed.created_at && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {w('feed_active', { date: date(feed.created_at) })}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => void make()}>
            {feed?.active ? w('feed_new') : w('feed_make')}
          </Button>
          {feed?.active && (
            <Button color="error" onClick={() => void revoke()}>
              {w('feed_revoke')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
