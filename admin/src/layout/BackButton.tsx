import { Button } from 'react-admin';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** 'Back to List', 'Back to Profile': a link to a console path. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button to={to} label={label}>
      <ArrowBackIcon />
    </Button>
  );
}
