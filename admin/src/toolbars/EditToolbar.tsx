import type { ReactNode } from 'react';
import { SaveButton, Toolbar } from 'react-admin';

type Props = {
  saveLabel?: string;
  /** Shown next to Save (e.g. Cancel). */
  beside?: ReactNode;
  /** Shown at the far end: the resource's delete button, with the spec's confirmation. */
  children?: ReactNode;
};

export function EditToolbar({ saveLabel = 'ra.action.save', beside, children }: Props) {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label={saveLabel} />
      {beside}
      <span style={{ flex: 1 }} />
      {children}
    </Toolbar>
  );
}
