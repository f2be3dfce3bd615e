import { useState } from 'react';
import { Confirm, useDelete, useRecordContext } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { messages } from '@fitout/shared';
import { reason, useNotices } from '../notices/useNotices.ts';

/** Removes one component of a package after a confirmation; the package page stays open. */
export function ComponentDeleteButton() {
  const record = useRecordContext<{ id: number; title: string }>();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notices = useNotices();
  if (!record) return null;
  return (
    <>
      <Tooltip title="Delete component">
        <IconButton aria-label={`Delete component ${record.title}`} onClick={() => setOpen(true)} disabled={isPending} size="small">
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={messages.deleteConfirmTitle}
        content="This will permanently delete the component!"
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() =>
          deleteOne(
            'components',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => setOpen(false),
              onError: (error) => {
                setOpen(false);
                notices.error(messages.genericError(reason(error)));
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
