import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkButton } from './LinkButton.tsx';

/** 'Back to List', 'Back to Profile': a link to a console path. The arrow points back in the reading direction. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <LinkButton
      to={to}
      label={label}
      icon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
    />
  );
}
