// The job's schedule on the console's order page (issue 41): the expected completion, the tasks as a list or a Gantt
// (right to left in Arabic), filling an empty schedule from a template, adding a task, moving or removing one with a
// reason (the customer is mailed by the server when the completion moves by more than a day: then the server refuses
// a template, an added or a removed task without a reason, and the forms say so), marking one done, and the moves of
// the dates with their reasons. The server settles every date in working days.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type HttpError, useLocaleState } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { formatDay, workStageLabel, workStages } from '@fitout/shared';
import { type OrderSchedule as Schedule, type ScheduleTask, type ScheduleTemplate, schedule, staff } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';
import { DayField } from '../i18n/DayField.tsx';
import { NumberField } from '../i18n/NumberField.tsx';
import { call } from '../quotes/quoteApi.ts';
import { OrderPanel, useOrderPanel } from '../quotes/OrderPanel.tsx';
import { scrollsSideways } from '../quotes/QuoteTotals.tsx';
import { Gantt } from './Gantt.tsx';

const scheduleKey = (orderId: number) => ['schedule', orderId];
const arabicField = { htmlInput: { dir: 'rtl', lang: 'ar' } } as const;
const today = () => new Date().toISOString().slice(0, 10);

export function OrderSchedule() {
  const { order, translate } = useOrderPanel();
  const [locale] = useLocaleState();
  const language = locale === 'ar' ? 'ar' : 'en';
  const { date: time, number } = useFormats();
  // Schedule dates are days: written without a time of day, in the console's language and digits.
  const date = (day: string) => formatDay(day, language);
  const id = order?.id ?? 0;
  const [view, setView] = useState<'list' | 'gantt'>('list');
  const [moving, setMoving] = useState<ScheduleTask | null>(null);
  const { data } = useQuery({ queryKey: scheduleKey(id), queryFn: () => call<Schedule>(schedule.staffRead, { id }), enabled: id > 0 });
  if (!order || !data) return null;
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.schedule.${key}`, args);
  const name = (task: ScheduleTask) => (language === 'ar' ? task.name_ar || task.name : task.name);

  return (
    <OrderPanel testId="order-schedule" title={w('title')}>
      <Box id="schedule" />
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {w('expected_completion')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="expected-completion">
            {data.expected_completion ? date(data.expected_completion) : w('not_set')}
          </Typography>
          {data.days_added > 0 && (
            <Typography variant="caption" color="text.secondary">
              {w('days_added', { days: number(data.days_added) })}
            </Typography>
          )}
        </Box>
        {data.tasks_end && (
          <Box>
            <Typography variant="caption" color="text.secondary">
              {w('tasks_end')}
            </Typography>
            <Typography variant="h6" component="p">
              {date(data.tasks_end)}
            </Typography>
          </Box>
        )}
      </Stack>

      {data.tasks.length === 0 ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {w('empty')}
          </Typography>
          <ApplyForm orderId={id} completionSet={data.expected_completion !== null} />
        </>
      ) : (
        <>
          <Tabs value={view} onChange={(_, value) => setView(value)} sx={{ mb: 2 }}>
            <Tab value="list" label={w('list')} />
            <Tab value="gantt" label={w('gantt')} />
          </Tabs>
          {view === 'gantt' ? (
            <Gantt tasks={data.tasks} language={language} date={date} todayLabel={w('today')} holidays={data.holidays} />
          ) : (
            <Box sx={scrollsSideways}>
              <Table size="small" aria-label={w('title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{w('done')}</TableCell>
                    <TableCell>{w('task')}</TableCell>
                    <TableCell>{w('dates')}</TableCell>
                    <TableCell>{w('assignee')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.tasks.map((task) => (
                    <TableRow key={task.id} data-task={task.id}>
                      <TableCell padding="checkbox">
                        <DoneBox orderId={id} task={task} label={`${w('done')}: ${name(task)}`} />
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2">{name(task)}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {workStageLabel(task.stage, language)} · {w('days_count', { days: number(task.days) })}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }} data-dates>
                        {date(task.start)} – {date(task.end)}
                      </TableCell>
                      <TableCell>{task.assignee}</TableCell>
                      <TableCell>
                        <Button size="small" onClick={() => setMoving(task)} aria-label={`${w('move')}: ${name(task)}`}>
                          {w('move')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {data.holidays.length > 0 && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {w('holidays', { days: data.holidays.map(date).join('، ') })}
            </Typography>
          )}
        </>
      )}
      <AddTaskForm orderId={id} tasks={data.tasks} name={name} />
      {data.moves.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h3">
            {w('history')}
          </Typography>
          {data.moves.map((move) => (
            <Typography key={move.id} variant="body2" sx={{ mt: 1 }} dir="auto">
              {time(move.created_at)}: {language === 'ar' ? move.reason_ar || move.reason : move.reason}
              {move.completion_before !== move.completion_after && move.completion_after
                ? ` (${move.completion_before ? date(move.completion_before) : '—'} → ${date(move.completion_after)})`
                : ''}
              {move.mailed ? ` · ${w('mailed')}` : ''}
            </Typography>
          ))}
        </Box>
      )}
      {moving && <MoveDialog orderId={id} task={moving} title={w('move_title', { name: name(moving) })} onClose={() => setMoving(null)} />}
    </OrderPanel>
  );
}

/**
 * A write of the schedule: its notice, the schedule read again; a refusal said in words, and kept when it is about the
 * reason (for the form to mark its field).
 */
function useSaved(orderId: number) {
  const client = useQueryClient();
  const { notify } = useOrderPanel();
  const [reasonRefused, setReasonRefused] = useState<string>();
  const save = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      setReasonRefused(undefined);
      notify(`console.schedule.${done}`, { type: 'success' });
      await client.invalidateQueries({ queryKey: scheduleKey(orderId) });
      return true;
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      setReasonRefused((error as HttpError).body?.errors?.reason);
      return false;
    }
  };
  return { save, reasonRefused };
}

function DoneBox({ orderId, task, label }: { orderId: number; task: ScheduleTask; label: string }) {
  const { save } = useSaved(orderId);
  return (
    <Checkbox
      checked={task.done}
      slotProps={{ input: { 'aria-label': label } }}
      onChange={(event) => void save(() => call(schedule.updateTask, { id: task.id }, { done: event.target.checked }), 'moved')}
    />
  );
}

/** Why the dates move, in English and Arabic: required of a move, asked elsewhere when the completion would move. */
function ReasonFields({
  reason,
  reasonAr,
  onReason,
  onReasonAr,
  required,
  hint,
  refused,
}: {
  reason: string;
  reasonAr: string;
  onReason: (value: string) => void;
  onReasonAr: (value: string) => void;
  required?: boolean;
  hint?: string;
  /** Why the server refused the write's reason, shown under the field. */
  refused?: string;
}) {
  const { translate } = useOrderPanel();
  const w = (key: string) => translate(`console.schedule.${key}`);
  return (
    <>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      <TextField
        label={w('reason')}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        required={required}
        multiline
        error={Boolean(refused && !reason.trim())}
        helperText={reason.trim() ? undefined : refused}
      />
      <TextField label={w('reason_ar')} value={reasonAr} onChange={(event) => onReasonAr(event.target.value)} multiline slotProps={arabicField} />
    </>
  );
}

/** The reasons of a write, sent only when given (a write that does not move the completion needs none). */
const why = (reason: string, reasonAr: string) => ({ ...(reason.trim() ? { reason } : {}), ...(reasonAr.trim() ? { reason_ar: reasonAr } : {}) });

function ApplyForm({ orderId, completionSet }: { orderId: number; completionSet: boolean }) {
  const { translate } = useOrderPanel();
  const [locale] = useLocaleState();
  const w = (key: string) => translate(`console.schedule.${key}`);
  const { save, reasonRefused } = useSaved(orderId);
  const { data: templates } = useQuery({ queryKey: ['schedule-templates'], queryFn: () => call<ScheduleTemplate[]>(schedule.templates) });
  const [template, setTemplate] = useState('');
  const [start, setStart] = useState(today());
  const [reason, setReason] = useState('');
  const [reasonAr, setReasonAr] = useState('');
  if (!templates) return null;
  if (!templates.length) return <Alert severity="info">{w('no_templates')}</Alert>;
  return (
    <Box
      component="form"
      aria-label={w('apply')}
      onSubmit={(event) => (
        event.preventDefault(),
        void save(() => call(schedule.apply, { id: orderId }, { template_id: Number(template), start, ...why(reason, reasonAr) }), 'applied')
      )}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {completionSet && (
        <Box sx={{ display: 'grid', gap: 2, flexBasis: '100%' }}>
          <ReasonFields
            reason={reason}
            reasonAr={reasonAr}
            onReason={setReason}
            onReasonAr={setReasonAr}
            hint={w('reason_hint')}
            refused={reasonRefused}
          />
        </Box>
      )}
      <TextField select label={w('template')} value={template} onChange={(event) => setTemplate(event.target.value)} sx={{ minWidth: 240 }} required>
        {templates.map((one) => (
          <MenuItem key={one.id} value={String(one.id)}>
            {locale === 'ar' ? one.name_ar : one.name}
          </MenuItem>
        ))}
      </TextField>
      <DayField label={w('start')} value={start} onChange={setStart} required />
      <Button type="submit" variant="contained" disabled={!template}>
        {w('apply')}
      </Button>
    </Box>
  );
}

function MoveDialog({ orderId, task, title, onClose }: { orderId: number; task: ScheduleTask; title: string; onClose: () => void }) {
  const { translate } = useOrderPanel();
  const w = (key: string) => translate(`console.schedule.${key}`);
  const { save: saved, reasonRefused } = useSaved(orderId);
  const [start, setStart] = useState(task.start);
  const [days, setDays] = useState(String(task.days));
  const [reason, setReason] = useState('');
  const [reasonAr, setReasonAr] = useState('');
  async function save() {
    const ok = await saved(() => call(schedule.updateTask, { id: task.id }, { start, days: Number(days), reason, reason_ar: reasonAr }), 'moved');
    if (ok) onClose();
  }
  async function remove() {
    const ok = await saved(() => call(schedule.deleteTask, { id: task.id }, why(reason, reasonAr)), 'removed');
    if (ok) onClose();
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" aria-label={title} onSubmit={(event) => (event.preventDefault(), void save())}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {w('move_hint')}
          </Typography>
          <Stack direction="row" spacing={2}>
            <DayField label={w('start')} value={start} onChange={setStart} required />
            <NumberField label={w('days')} value={days} onChange={setDays} min={1} max={365} required />
          </Stack>
          <ReasonFields reason={reason} reasonAr={reasonAr} onReason={setReason} onReasonAr={setReasonAr} required refused={reasonRefused} />
        </DialogContent>
        <DialogActions>
          <Button color="error" onClick={() => void remove()} sx={{ marginInlineEnd: 'auto' }}>
            {w('remove')}
          </Button>
          <Button onClick={onClose}>{w('cancel')}</Button>
          <Button type="submit" variant="contained">
            {w('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

type Assignee = { id: number; full_name: string; email: string };

function AddTaskForm({ orderId, tasks, name: nameOf }: { orderId: number; tasks: ScheduleTask[]; name: (task: ScheduleTask) => string }) {
  const { translate } = useOrderPanel();
  const [locale] = useLocaleState();
  const w = (key: string) => translate(`console.schedule.${key}`);
  const { save: saved, reasonRefused } = useSaved(orderId);
  const [open, setOpen] = useState(false);
  const { data: people } = useQuery({ queryKey: ['assignees'], queryFn: () => call<Assignee[]>(staff.assignees), enabled: open });
  const blank = {
    name: '',
    name_ar: '',
    stage: 'preparation',
    start: today(),
    days: '1',
    after: '',
    who: '',
    subcontractor: '',
    reason: '',
    reason_ar: '',
  };
  const [form, setForm] = useState(blank);
  const field = (key: keyof typeof blank) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  if (!open)
    return (
      <Button sx={{ mt: 2 }} onClick={() => setOpen(true)}>
        {w('add')}
      </Button>
    );
  async function send() {
    const ok = await saved(
      () =>
        call(
          schedule.addTask,
          { id: orderId },
          {
            name: form.name,
            name_ar: form.name_ar,
            stage: form.stage,
            start: form.start,
            days: Number(form.days),
            depends_on: form.after ? [Number(form.after)] : [],
            ...(form.who ? { assignee_id: Number(form.who) } : { assignee_name: form.subcontractor }),
            ...why(form.reason, form.reason_ar),
          },
        ),
      'added',
    );
    if (ok) {
      setForm(blank);
      setOpen(false);
    }
  }
  return (
    <Box component="form" aria-label={w('add')} onSubmit={(event) => (event.preventDefault(), void send())} sx={{ mt: 3, display: 'grid', gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={w('name')} required fullWidth {...field('name')} />
        <TextField label={w('name_ar')} required fullWidth slotProps={arabicField} {...field('name_ar')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={w('stage')} sx={{ minWidth: 200 }} {...field('stage')}>
          {workStages.map((stage) => (
            <MenuItem key={stage.value} value={stage.value}>
              {locale === 'ar' ? stage.labelAr : stage.label}
            </MenuItem>
          ))}
        </TextField>
        <DayField label={w('start')} value={form.start} onChange={(start) => setForm({ ...form, start })} required />
        <NumberField label={w('days')} min={1} max={365} required value={form.days} onChange={(days) => setForm({ ...form, days })} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={w('after')} sx={{ minWidth: 200 }} {...field('after')}>
          <MenuItem value="">—</MenuItem>
          {tasks.map((task) => (
            <MenuItem key={task.id} value={String(task.id)}>
              {nameOf(task)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={w('assignee')} sx={{ minWidth: 200 }} {...field('who')}>
          <MenuItem value="">—</MenuItem>
          {(people ?? []).map((person) => (
            <MenuItem key={person.id} value={String(person.id)}>
              {person.full_name || person.email}
            </MenuItem>
          ))}
        </TextField>
        {!form.who && <TextField label={w('subcontractor')} {...field('subcontractor')} />}
      </Stack>
      <ReasonFields
        reason={form.reason}
        reasonAr={form.reason_ar}
        onReason={(value) => setForm({ ...form, reason: value })}
        onReasonAr={(value) => setForm({ ...form, reason_ar: value })}
        hint={w('reason_hint')}
        refused={reasonRefused}
      />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained">
          {w('add')}
        </Button>
        <Button onClick={() => setOpen(false)}>{w('cancel')}</Button>
      </Stack>
    </Box>
  );
}
