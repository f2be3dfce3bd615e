import type { ReactNode } from 'react';
import { SaveButton, Toolbar } from 'react-admin';
import { UploadProgress } from './UploadProgress.tsx';

type Props = {
  saveLabel?: string;
  /**
   * Save is enabled before anything is typed (create forms): pressing it shows what is missing, where a greyed-out
   * button says nothing. Edit forms leave it to react-admin, which enables it once something has changed.
   */
  alwaysEnable?: boolean;
  /** Shown next to Save (e.g. Cancel). */
  beside?: ReactNode;
  /** Shown at the far end: the resource's delete button, with the spec's confirmation. */
  children?: ReactNode;
};

/**
 * Below a create or edit form: Save, what goes beside it, how far the images have gone while they upload, and the
 * record's delete button at the far end.
 */
export function FormToolbar({ saveLabel = 'ra.action.save', alwaysEnable, beside, children }: Props) {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label={saveLabel} alwaysEnable={alwaysEnable} />
      {beside}
      <UploadProgress />
      <span style={{ flex: 1 }} />
      {children}
    </Toolbar>
  );
}
