// The Gantt view of an order's schedule (issue 41): one row per task, a bar from its start to its end over the days of
// the schedule, a line for today and weeks marked. Drawn with MUI boxes placed by CSS logical properties
// (inset-inline-start), so that in Arabic the time runs right to left with the page (decisions.md).
import { Box, Tooltip, Typography } from '@mui/material';
import { workStageLabel } from '@fitout/shared';
import type { ScheduleTask } from '@fitout/shared/contract';

const DAY = 86_400_000;
const at = (day: string) => Date.parse(`${day}T00:00:00Z`);
const stageColors: Record<string, string> = {
  preparation: '#7c8b9a',
  demolition: '#b5653a',
  services: '#2f7fb5',
  plastering: '#9a8a5a',
  flooring: '#4f8f6a',
  carpentry: '#8a5a3a',
  painting: '#8a4fa8',
  handover: '#2e7d4f',
};

type Props = {
  tasks: ScheduleTask[];
  language: 'en' | 'ar';
  date: (day: string) => string;
  todayLabel: string;
  holidays: string[];
};

export function Gantt({ tasks, language, date, todayLabel, holidays }: Props) {
  if (!tasks.length) return null;
  const first = Math.min(...tasks.map((task) => at(task.start)));
  const last = Math.max(...tasks.map((task) => at(task.end)));
  const span = Math.round((last - first) / DAY) + 1;
  const percent = (day: number) => `${(day / span) * 100}%`;
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const todayOffset = Math.round((today - first) / DAY);
  // Fridays and holidays shaded: the days nobody works.
  const offDays = Array.from({ length: span }, (_, index) => first + index * DAY).flatMap((time, index) => {
    const day = new Date(time);
    return day.getUTCDay() === 5 || holidays.includes(day.toISOString().slice(0, 10)) ? [index] : [];
  });
  const weeks = Array.from({ length: Math.ceil(span / 7) }, (_, index) => index * 7);
  const name = (task: ScheduleTask) => (language === 'ar' ? task.name_ar || task.name : task.name);

  return (
    <Box role="figure" aria-label="Gantt" data-testid="schedule-gantt" sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(9rem, 14rem) 1fr', minWidth: 640 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', p: 1 }} />
        <Box sx={{ position: 'relative', height: 32, borderBottom: 1, borderColor: 'divider' }}>
          {weeks.map((offset) => (
            <Typography
              key={offset}
              variant="caption"
              color="text.secondary"
              sx={{
                position: 'absolute',
                insetInlineStart: percent(offset),
                top: 6,
                px: 0.5,
                whiteSpace: 'nowrap',
                borderInlineStart: 1,
                borderColor: 'divider',
              }}
            >
              {date(new Date(first + offset * DAY).toISOString().slice(0, 10))}
            </Typography>
          ))}
        </Box>
        {tasks.map((task) => {
          const from = Math.round((at(task.start) - first) / DAY);
          const length = Math.round((at(task.end) - at(task.start)) / DAY) + 1;
          return (
            <Box key={task.id} sx={{ display: 'contents' }} data-task={task.id}>
              <Typography
                variant="body2"
                noWrap
                title={name(task)}
                sx={{ p: 1, borderBottom: 1, borderColor: 'divider', textDecoration: task.done ? 'line-through' : 'none' }}
              >
                {name(task)}
              </Typography>
              <Box sx={{ position: 'relative', borderBottom: 1, borderColor: 'divider', minHeight: 36 }}>
                {offDays.map((offset) => (
                  <Box
                    key={offset}
                    sx={{ position: 'absolute', insetBlock: 0, insetInlineStart: percent(offset), width: percent(1), bgcolor: 'action.hover' }}
                  />
                ))}
                {todayOffset >= 0 && todayOffset < span && (
                  <Box
                    aria-label={todayLabel}
                    sx={{ position: 'absolute', insetBlock: 0, insetInlineStart: percent(todayOffset), width: 2, bgcolor: 'error.main' }}
                  />
                )}
                <Tooltip title={`${name(task)}: ${date(task.start)} – ${date(task.end)} · ${workStageLabel(task.stage, language)}`}>
                  <Box
                    data-bar={task.id}
                    sx={{
                      position: 'absolute',
                      top: 8,
                      height: 20,
                      insetInlineStart: percent(from),
                      width: percent(length),
                      borderRadius: 1,
                      bgcolor: stageColors[task.stage] ?? 'primary.main',
                      opacity: task.done ? 0.45 : 1,
                    }}
                  />
                </Tooltip>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
