import { useState } from 'react';
import { Confirm, useDelete, useRecordContext, useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useNotices } from '../notices/useNotices.ts';

/** Removes one component of a package after a confirmation; the package page stays open. */
export function ComponentDeleteButton() {
  const record = useRecordContext<{ id: number; title: string }>();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notices = useNotices();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Tooltip title={translate('console.packages.delete_component')}>
        <IconButton
          aria-label={translate('console.packages.delete_component_named', { title: record.title })}
          onClick={() => setOpen(true)}
          disabled={isPending}
          size="small"
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="console.confirm.title"
        content="console.confirm.component"
        confirm="console.actions.delete"
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
                notices.failure('console.notices.error', error);
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
