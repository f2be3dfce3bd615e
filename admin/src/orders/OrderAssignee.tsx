// Who looks after the order (issue 23): an owner or salesperson assigns it to one of them; the customer sees that
// contact's name and photo on their order page. Sent as its own call (PUT admin/orders/{id}/assignee), not with the
// stage form: the two change independently.
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type AdminOrder, type Assignee, pathOf, staff } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { httpClient } from '../dataProvider/httpClient.ts';

/** The select's value for nobody (Material UI shows an empty string as no choice at all). */
const NOBODY = 'nobody';

/** The staff an order can be assigned to (active owners and salespeople), for the order page and the list's filter. */
export function useAssignees() {
  return useQuery({
    queryKey: ['assignees'],
    queryFn: async () => {
      await refreshAuth();
      return (await httpClient(`${apiRoot}${pathOf(staff.assignees)}`)).json as Assignee[];
    },
    staleTime: 60_000,
  });
}

export function OrderAssignee() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: people = [] } = useAssignees();
  const [chosen, setChosen] = useState<string | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: async (assignedTo: number | null) => {
      await refreshAuth();
      const url = `${apiRoot}${pathOf(staff.assign, { id: order!.id })}`;
      const answer =
        assignedTo === null
          ? await httpClient(url, { method: 'DELETE' })
          : await httpClient(url, { method: 'PUT', body: JSON.stringify({ assigned_to: assignedTo }) });
      return answer.json as AdminOrder;
    },
    onSuccess: (saved) => {
      const person = people.find((p) => p.id === saved.assigned_to);
      notify(person ? 'console.staff.orders.assigned' : 'console.staff.orders.unassigned', {
        type: 'success',
        messageArgs: { name: person?.full_name || person?.email },
      });
      setChosen(null);
      refresh();
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });
  if (!order) return null;
  const value = chosen ?? (order.assigned_to === null ? NOBODY : String(order.assigned_to));
  const current = order.assigned_to === null ? NOBODY : String(order.assigned_to);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('console.staff.orders.contact')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            size="small"
            label={translate('console.staff.orders.assigned_to')}
            value={value}
            onChange={(event) => setChosen(event.target.value)}
            helperText={translate('console.staff.orders.contact_help')}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value={NOBODY}>{translate('console.staff.orders.nobody')}</MenuItem>
            {/* The current contact stays in the list even once they can no longer be chosen (suspended). */}
            {order.assigned_to !== null && !people.some((p) => p.id === order.assigned_to) ? (
              <MenuItem value={current}>{order.contact?.name ?? current}</MenuItem>
            ) : null}
            {people.map((person) => (
              <MenuItem key={person.id} value={String(person.id)}>
                {person.full_name || person.email}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={isPending || value === current} onClick={() => mutate(value === NOBODY ? null : Number(value))}>
            {translate('console.staff.orders.assign')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
